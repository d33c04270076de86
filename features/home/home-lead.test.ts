import { homeLead } from './home-lead';

const versatile = (custom: Record<string, unknown>) => ({
  contentType: 'CUSTOM',
  customContentType: 'versatile-block',
  customContent: {
    title_string: 'Family Funday Raceday',
    countdownTimerDate_string: '29/11/2026',
    countdownTimerTime_string: '13:30',
    ...custom,
  },
});
const news = { contentType: 'CUSTOM', customContentType: 'feed-container', customContent: {} };

describe('homeLead', () => {
  it('takes a first versatile block with a button as the lead, keeping the rest in order', () => {
    const lead = homeLead([
      versatile({ primaryButton_content: { title: 'Buy tickets', link: '/tickets' } }),
      news,
    ]);
    expect(lead?.lead).toMatchObject({
      title: 'Family Funday Raceday',
      countdownTarget: Date.UTC(2026, 10, 29, 13, 30),
      primaryButton: { href: '/tickets', label: 'Buy tickets' },
    });
    expect(lead?.rest).toEqual([news]);
  });

  it('leaves a page alone that starts with anything else, or with a banner that leads nowhere', () => {
    expect(homeLead([news, versatile({ primaryButton_content: { link: '/tickets' } })])).toBeNull();
    expect(homeLead([versatile({})])).toBeNull();
    expect(homeLead([])).toBeNull();
  });
});

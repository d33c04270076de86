// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { FixtureGrid, fixtureCardProps } from './fixture-grid';

const eventCard = (custom: Record<string, unknown>) => ({
  contentType: 'CUSTOM',
  customContentType: 'event-card',
  customContent: {
    date_string: '23/11/2026',
    time_string: 'Gates 11:00 · First race 13:30',
    price_string: '15',
    pricecapacity_string: 'From|per adult',
    title_string: 'Family Funday Raceday',
    buyTicketsButton_content: { link: '/tickets', title: 'Buy tickets' },
    secondaryButton_content: { label: 'Hospitality', url: '/hospitality' },
    findOutMoreButton_content: { title: 'Find out more', link: '/racedays/family-funday-raceday' },
    ...custom,
  },
});

const fixture = (custom: Record<string, unknown> = {}, id = '7') =>
  summaryFixture({
    id,
    slug: `fixture-${id}`,
    kind: 'event',
    event: { start: '2026-11-23', end: null },
    eventCard: eventCard(custom),
    link: { href: `/racedays/fixture-${id}`, external: false, newTab: false },
  });

describe('fixtureCardProps', () => {
  it("reads the fixture's own card: day, times, price, availability and ticket link", () => {
    const card = fixtureCardProps(
      fixture({ availabilityTag_custom: [{ availabilityTag_select: 'Low Availability' }] }),
    );
    expect(card).toMatchObject({
      title: 'Family Funday Raceday',
      date: '23 Nov',
      dateTime: '2026-11-23',
      time: 'Gates 11:00 · First race 13:30',
      price: 'From £15 per adult',
      availability: 'Low Availability',
      buyTickets: { href: '/tickets', label: 'Buy tickets' },
      findOutMore: { href: '/racedays/fixture-7', label: 'Find out more' },
      secondary: undefined,
    });
  });

  it("takes the article's picture when the card has none, and nothing without a card", () => {
    expect(fixtureCardProps(fixture())?.image).toEqual({
      src: 'https://img.test/gold-cup.jpg',
      alt: 'Gold Cup: twenty-two entries remain',
    });
    expect(fixtureCardProps(summaryFixture())).toBeNull();
  });
});

describe('FixtureGrid', () => {
  it('draws each fixture as its card with a buy button, sold out and not yet on sale said so', () => {
    render(
      <FixtureGrid
        articles={[
          fixture({}, '1'),
          fixture({ availabilityTag_custom: [{ availabilityTag_select: 'Sold Out' }] }, '2'),
          fixture({ price_string: undefined, buyTicketsButton_content: {} }, '3'),
        ]}
      />,
    );
    const [onSale, soldOut, soon] = screen.getAllByRole('article');
    expect(within(onSale!).getByRole('heading', { level: 2 })).toHaveTextContent('Family Funday Raceday');
    expect(within(onSale!).getByText('From £15 per adult')).toBeInTheDocument();
    expect(within(onSale!).getByRole('link', { name: /^Buy tickets/ })).toHaveAttribute('href', '/tickets');
    expect(within(onSale!).queryByRole('link', { name: 'Hospitality' })).not.toBeInTheDocument();
    expect(within(soldOut!).getByText('Sold Out')).toBeInTheDocument();
    expect(within(soldOut!).getByRole('button', { name: /Buy tickets.*sold out/ })).toBeDisabled();
    expect(within(soon!).getByText('Tickets on sale soon')).toBeInTheDocument();
    expect(within(soon!).queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });
});

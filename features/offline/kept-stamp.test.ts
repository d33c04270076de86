import { keptAt, withKeptStamp } from './kept-stamp';

describe('the time a kept page was kept', () => {
  it("is the kept copy's Date, told to the page by Server-Timing, and read back from it", async () => {
    const kept = new Response('<p>kept</p>', {
      headers: { date: 'Sat, 13 Jun 2026 13:05:00 GMT', 'server-timing': 'app;dur=12' },
    });
    const answered = withKeptStamp(kept);
    expect(await answered.text()).toBe('<p>kept</p>');
    expect(answered.headers.get('server-timing')).toBe(
      `app;dur=12, kept;desc="${Date.parse('2026-06-13T13:05:00Z')}"`,
    );
    expect(
      keptAt([
        { name: 'app', description: '' },
        { name: 'kept', description: '1781355900000' },
      ]),
    ).toBe(1781355900000);
  });

  it('is unknown for a page from the network, and for a copy that says nothing of its time', () => {
    expect(keptAt([])).toBeNull();
    expect(keptAt([{ name: 'kept', description: 'soon' }])).toBeNull();
    expect(withKeptStamp(new Response('x')).headers.get('server-timing')).toBeNull();
  });
});

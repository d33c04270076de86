// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { OfflinePage } from './offline-page';
import { savedTime } from './saved-time';

const KEPT_AT = Date.parse('2026-06-13T13:05:00Z');

/** The worker's caches as the browser would give them: one of kept pages, and the precache. */
function phoneKeeping(pages: Record<string, string>) {
  const requests = Object.keys(pages).map((path) => new Request(`http://localhost${path}`));
  const cache = {
    keys: async () => requests,
    match: async (request: Request) =>
      new Response(pages[new URL(request.url).pathname], {
        headers: { 'content-type': 'text/html', date: new Date(KEPT_AT).toUTCString() },
      }),
  };
  vi.stubGlobal('caches', {
    keys: async () => ['serwist-precache-v2-http://localhost/', 'furlong-pages-abc123'],
    open: async (name: string) => (name === 'furlong-pages-abc123' ? cache : { keys: async () => [] }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const shell = {
  venue: 'Kingsmere Park',
  notice: { title: 'Gates open at 11:00', summary: 'Allow extra time.' },
  footer: {
    address: 'Mere Lane, Kingsmere',
    map: { href: 'https://maps.example.com/?q=Kingsmere', label: 'Open in a map app', newTab: true },
    directions: { href: '/directions', label: 'Directions and parking', newTab: false },
    social: [],
    partners: [],
    allPartners: null,
    gambleResponsibly: null,
  },
};

describe('the offline page', () => {
  it('lists the pages kept on this phone, each a link with the time it was kept', async () => {
    phoneKeeping({
      '/faqs': '<html><head><title>FAQs | Kingsmere Park</title></head><body></body></html>',
      '/tickets': '<html><head><title>Raceday Tickets &amp; Prices | Kingsmere Park</title></head></html>',
    });
    render(<OfflinePage shell={shell} />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const kept = screen.getByRole('region', { name: 'Kept on this phone' });
    expect(await within(kept).findByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(within(kept).getByRole('link', { name: 'Raceday Tickets & Prices' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(within(kept).getAllByText(`Saved at ${savedTime(KEPT_AT)}`)).toHaveLength(2);
  });

  it("says so when the phone keeps nothing, and gives the venue's key facts", async () => {
    phoneKeeping({});
    render(<OfflinePage shell={shell} />);
    expect(await screen.findByText(/No pages are kept on this phone yet/)).toBeVisible();
    const venue = screen.getByRole('region', { name: 'Kingsmere Park' });
    expect(within(venue).getByText('Gates open at 11:00')).toBeVisible();
    expect(within(venue).getByText('Mere Lane, Kingsmere')).toBeVisible();
    expect(within(venue).getByRole('link', { name: 'Directions and parking' })).toHaveAttribute(
      'href',
      '/directions',
    );
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { EventCard, EventCardBlock } from './event-card';
import { eventCardSchema, ticketsNotOnSale } from './event-card-schema';
import { eventCardFixture } from './event-card.fixture';

const raw = (custom: Record<string, unknown>, slug = 'classic-car-show') => ({
  contentType: 'CUSTOM',
  customContentType: 'event-card',
  slug,
  customContent: { title_string: 'Classic Car Show', price_string: '32', ...custom },
});

describe('EventCardBlock', () => {
  it('shows the date, title, price, availability and every button', () => {
    render(<EventCardBlock {...eventCardFixture()} />);
    expect(
      screen.getByRole('heading', { name: 'Friday Evening Racing with Live Music' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20 Jun · Gates 16:30')).toBeInTheDocument();
    expect(screen.getByText('From £32 per adult')).toBeInTheDocument();
    expect(screen.getByText('Low Availability')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    expect(
      screen.getByRole('link', {
        name: 'Find out more about Friday Evening Racing with Live Music',
      }),
    ).toHaveAttribute('href', '/racedays/friday-evening');
    expect(screen.getByRole('link', { name: 'Hospitality' })).toHaveAttribute('href', '/hospitality');
    expect(screen.getByRole('img', { name: 'Marlow Timepieces' })).toBeInTheDocument();
  });

  it('disables buy tickets when Sold Out', () => {
    render(<EventCardBlock {...eventCardFixture({ availability: 'Sold Out' })} />);
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Tickets/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Buy Tickets/ })).not.toBeInTheDocument();
  });

  it('falls back to Learn more, naming the event, to the item slug without find out more', () => {
    const props = eventCardSchema.parse(raw({}));
    render(<EventCardBlock {...props} />);
    expect(screen.getByText('Learn more')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn more about Classic Car Show' })).toHaveAttribute(
      'href',
      '/content/classic-car-show',
    );
  });

  it('opens find out more in a new tab when asked', () => {
    const props = eventCardSchema.parse(
      raw({ findOutMoreButton_content: { title: 'Find out more', link: '/x', openInNewTab: true } }),
    );
    render(<EventCardBlock {...props} />);
    expect(screen.getByRole('link', { name: /Find out more.*new tab/ })).toHaveAttribute('target', '_blank');
  });

  it('puts pre and post text around the price, and From £ without them', () => {
    expect(eventCardSchema.parse(raw({ pricecapacity_string: 'From|per adult' })).price).toBe(
      'From £32 per adult',
    );
    expect(eventCardSchema.parse(raw({ pricecapacity_string: 'Only' })).price).toBe('Only £32');
    expect(eventCardSchema.parse(raw({})).price).toBe('From £32');
  });

  it('never asks for £0: a free event reads its own words, or Free', () => {
    const free = (custom: Record<string, unknown>) =>
      eventCardSchema.parse(raw({ price_string: '0', ...custom })).price;
    expect(free({ pricecapacity_string: 'Free entry|registration required' })).toBe(
      'Free entry · registration required',
    );
    expect(free({ pricecapacity_string: 'From|per adult' })).toBe('Free · per adult');
    expect(free({})).toBe('Free');
    expect(free({ price_string: '£0.00' })).toBe('Free');
  });

  it('reads the content date as a day and short month', () => {
    expect(eventCardSchema.parse(raw({ date_string: '4/3/2031' })).date).toBe('4 Mar');
    expect(eventCardSchema.parse(raw({ date_string: '31/2/2031' })).date).toBeUndefined();
  });

  it("shows a meeting's days as a range, and reads eventDate_string when date_string is missing", () => {
    const meeting = raw({ date_string: '16/12/2026', endDate_string: '20/12/2026' });
    expect(eventCardSchema.parse(meeting).date).toBe('16–20 Dec');
    const backwards = raw({ date_string: '16/12/2026', endDate_string: '12/12/2026' });
    expect(eventCardSchema.parse(backwards).date).toBe('16 Dec');
    expect(eventCardSchema.parse(raw({ date_string: undefined, eventDate_string: '4/3/2031' })).date).toBe(
      '4 Mar',
    );
  });

  it('turns on the royal theme from either field, case-insensitively', () => {
    expect(eventCardSchema.parse(raw({ royalkingsmereTheme_select: 'YES' })).royal).toBe(true);
    expect(
      eventCardSchema.parse(
        raw({
          royalkingsmereTheme_custom: [{ shouldThisComponenttemplateBeRoyalkingsmereThemed_select: 'yes' }],
        }),
      ).royal,
    ).toBe(true);
    expect(eventCardSchema.parse(raw({ royalkingsmereTheme_select: 'No' })).royal).toBe(false);
    const { container } = render(<EventCardBlock {...eventCardFixture({ royal: true })} />);
    expect(container.querySelector('article')).toHaveAttribute('data-royal', 'true');
  });
});

describe('EventCardBlock on its own event page', () => {
  it('is a booking bar: date, price and buttons, without the picture, title or a link back to the page', async () => {
    vi.resetModules();
    vi.doMock('../shared/current-article', () => ({
      currentArticleSlug: () => 'friday-evening',
      // The page's hero credits the sponsor already.
      unlessPageSponsor: () => undefined,
    }));
    const { EventCardBlock: OwnPageCard } = await import('./event-card');
    render(<OwnPageCard {...eventCardFixture({ slug: 'friday-evening' })} />);
    const strip = screen.getByRole('article');
    expect(
      within(strip).getByRole('heading', { name: 'Book Friday Evening Racing with Live Music' }),
    ).toBeInTheDocument();
    expect(within(strip).getByText('20 Jun · Gates 16:30')).toBeVisible();
    expect(within(strip).getByText('From £32 per adult')).toBeVisible();
    expect(within(strip).getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('link', { name: /Find out more/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Evening racing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Marlow Timepieces' })).not.toBeInTheDocument();
    vi.doUnmock('../shared/current-article');
  });

  it("adds a phone's buy bar: the fixture, its price and the buy button", async () => {
    vi.resetModules();
    vi.doMock('../shared/current-article', () => ({
      currentArticleSlug: () => 'friday-evening',
      unlessPageSponsor: () => undefined,
    }));
    const { EventCardBlock: OwnPageCard } = await import('./event-card');
    render(<OwnPageCard {...eventCardFixture({ slug: 'friday-evening' })} />);
    const bar = screen.getByRole('region', { name: 'Book Friday Evening Racing with Live Music' });
    expect(bar).toHaveAttribute('data-buy-bar');
    expect(within(bar).getByText('Friday Evening Racing with Live Music')).toBeInTheDocument();
    expect(within(bar).getByText('From £32 per adult')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    // Hidden from 641 px, where the booking strip shows.
    expect(bar).toHaveClass('fixed', 'bottom-0', 'min-[641px]:hidden');
    vi.doUnmock('../shared/current-article');
  });

  it('has no buy bar while tickets are not on sale, and says so in the strip', async () => {
    vi.resetModules();
    vi.doMock('../shared/current-article', () => ({
      currentArticleSlug: () => 'friday-evening',
      unlessPageSponsor: () => undefined,
    }));
    const { EventCardBlock: OwnPageCard } = await import('./event-card');
    render(
      <OwnPageCard
        {...eventCardFixture({
          slug: 'friday-evening',
          price: undefined,
          buyTickets: undefined,
          availability: undefined,
        })}
      />,
    );
    expect(screen.getByText('Tickets on sale soon')).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    vi.doUnmock('../shared/current-article');
  });
});

describe('EventCard in a list', () => {
  it('gives the day a machine-readable date beside the gates and first race', () => {
    const props = eventCardSchema.parse(
      raw({ date_string: '4/3/2031', time_string: 'Gates 11:00 · First race 13:30' }),
    );
    render(<EventCard {...props} headingLevel={2} />);
    expect(screen.getByText('4 Mar')).toHaveAttribute('datetime', '2031-03-04');
    expect(screen.getByText(/Gates 11:00 · First race 13:30/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Classic Car Show' })).toBeInTheDocument();
  });

  it('says tickets are on sale soon, with no buy button, for a fixture without price or tickets', () => {
    const props = eventCardSchema.parse(raw({ price_string: undefined }));
    expect(ticketsNotOnSale(props)).toBe(true);
    render(<EventCard {...props} />);
    expect(screen.getByText('Tickets on sale soon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('is not "on sale soon" when sold out, or with a price', () => {
    expect(ticketsNotOnSale({ price: undefined, buyTickets: undefined, availability: 'Sold Out' })).toBe(
      false,
    );
    expect(ticketsNotOnSale({ price: 'From £15', buyTickets: undefined, availability: undefined })).toBe(
      false,
    );
  });

  it('shows a price in words as written', () => {
    expect(
      eventCardSchema.parse(raw({ price_string: 'By invitation', pricecapacity_string: 'From|per adult' }))
        .price,
    ).toBe('By invitation');
  });
});

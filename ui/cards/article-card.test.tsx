// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { ArticleCard } from './article-card';
import { summaryFixture } from './card-fixture';

describe('ArticleCard', () => {
  it('shows the kicker, the title linking to the article, the date and the read time', () => {
    render(<ArticleCard summary={summaryFixture()} />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-variant', 'default');
    expect(within(card).getByText('Racing')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Gold Cup: twenty-two entries remain' });
    expect(link).toHaveAttribute('href', '/content/gold-cup-entries');
    expect(link).not.toHaveAttribute('target');
    expect(within(card).getByText('5 Nov').tagName).toBe('TIME');
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
  });

  it("sells a restaurant's table: cuisine in place of the category, enclosure, price and Book", () => {
    const summary = summaryFixture({
      kind: 'page',
      title: 'The Deck',
      displayCategory: { id: 'cat-restaurants', text: 'Restaurants', slug: 'restaurants' },
      link: { href: '/restaurants/the-deck', external: false, newTab: false },
      venue: {
        style: 'Seafood and Champagne',
        where: 'Village Enclosure',
        price: 'From £65 per person',
        book: { label: 'Book a table', href: '/enquiry-forms/fine-dining-enquiry' },
      },
    });
    render(<ArticleCard summary={summary} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Seafood and Champagne')).toBeInTheDocument();
    expect(within(card).queryByText('Restaurants')).toBeNull();
    expect(within(card).getByText('Village Enclosure')).toBeInTheDocument();
    expect(within(card).getByText('From £65 per person')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book a table: The Deck' })).toHaveAttribute(
      'href',
      '/enquiry-forms/fine-dining-enquiry',
    );
    expect(within(card).getByRole('link', { name: 'The Deck' })).toHaveAttribute(
      'href',
      '/restaurants/the-deck',
    );
  });

  it('uses the hero title as the image alt text and the given sizes', () => {
    render(<ArticleCard summary={summaryFixture()} sizes="(min-width: 1024px) 25vw, 100vw" />);
    const image = screen.getByRole('img', { name: 'Gold Cup: twenty-two entries remain' });
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('draws a text card, still linked and dated, when the page already shows its picture', () => {
    render(<ArticleCard summary={summaryFixture()} picture={false} />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-variant', 'text');
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Gold Cup: twenty-two entries remain' })).toHaveAttribute(
      'href',
      '/content/gold-cup-entries',
    );
    expect(within(card).getByText('5 Nov').tagName).toBe('TIME');
  });

  it('opens an external article in a new tab, safely', () => {
    const summary = summaryFixture({
      link: { href: 'https://partner.test/story', external: true, newTab: true },
    });
    render(<ArticleCard summary={summary} />);
    const link = screen.getByRole('link', { name: /Gold Cup.*opens in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://partner.test/story');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the lock only for members-only articles', () => {
    const { rerender } = render(<ArticleCard summary={summaryFixture()} />);
    expect(screen.queryByRole('img', { name: 'Members only' })).not.toBeInTheDocument();
    rerender(<ArticleCard summary={summaryFixture({ loginRequired: true })} />);
    expect(screen.getByRole('img', { name: 'Members only' })).toBeInTheDocument();
  });

  it('shows the play badge only when the hero is a video', () => {
    const { rerender } = render(<ArticleCard summary={summaryFixture()} />);
    expect(screen.queryByRole('img', { name: 'Video' })).not.toBeInTheDocument();
    const video = summaryFixture();
    rerender(
      <ArticleCard summary={{ ...video, hero: { ...video.hero, isVideo: true, contentType: 'VIDEO' } }} />,
    );
    expect(screen.getByRole('img', { name: 'Video' })).toBeInTheDocument();
  });

  it('the feature variant shows the summary, a preloaded image and the heading level asked for', () => {
    render(<ArticleCard summary={summaryFixture()} variant="feature" headingLevel={2} preload id="lead" />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-variant', 'feature');
    expect(card).toHaveAttribute('id', 'lead');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Gold Cup: twenty-two entries remain' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The field for the Gold Cup takes shape.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gold Cup: twenty-two entries remain' })).not.toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('leaves out a date and read time the article lacks', () => {
    const { container } = render(
      <ArticleCard
        summary={summaryFixture({ publishDate: null, readTimeMinutes: null, displayCategory: null })}
      />,
    );
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    expect(screen.queryByText('Racing')).not.toBeInTheDocument();
  });
});

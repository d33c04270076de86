// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { EntertainmentDetailBlock } from './entertainment-detail';
import { entertainmentDetailSchema } from './entertainment-detail-schema';
import { entertainmentCardsFixture, entertainmentDetailFixture } from './entertainment-detail.fixture';

function showcaseBlocks(): unknown[] {
  const file = path.join(process.cwd(), 'sandbox/content/articles/showcase.json');
  const articles = JSON.parse(readFileSync(file, 'utf8')) as {
    slug: string;
    content: { customContentType?: string }[];
  }[];
  return (articles.find((article) => article.slug === 'block-showcase')?.content ?? []).filter(
    (block) => block.customContentType === 'entertainment-detail',
  );
}

describe('entertainmentDetailSchema', () => {
  it("reads the pack's two blocks: three cards and six", () => {
    const [grid, carousel] = showcaseBlocks().map((raw) => entertainmentDetailSchema.parse(raw));
    expect(grid?.cards).toHaveLength(3);
    expect(grid?.cards[0]).toMatchObject({
      title: 'Live music',
      description: 'Live music on raceday.',
      button: { href: '/plan-visit', label: 'More' },
    });
    expect(carousel?.cards).toHaveLength(6);
    expect(carousel?.cards[0]?.button).toBeUndefined();
  });

  it('skips a card without a title, and rejects cards that are not a list', () => {
    const props = entertainmentDetailSchema.parse({
      customContent: {
        entertainmentDetailCard_custom: [
          { description_string: 'Untitled' },
          'junk',
          { title_string: 'Kept' },
        ],
      },
    });
    expect(props.cards.map((card) => card.title)).toEqual(['Kept']);
    expect(
      entertainmentDetailSchema.safeParse({ customContent: { entertainmentDetailCard_custom: 'cards' } })
        .success,
    ).toBe(false);
  });
});

describe('EntertainmentDetailBlock', () => {
  it('shows up to four cards in a grid, each with its picture, words and button', () => {
    render(
      <EntertainmentDetailBlock {...entertainmentDetailFixture({ cards: entertainmentCardsFixture(4) })} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    const grid = screen.getByRole('list');
    expect(grid).toHaveAttribute('data-appearance', 'grid');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Highlight 2' })).toBeInTheDocument();
    expect(screen.getByText('What happens at highlight 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('group', { name: 'Highlights carousel' })).not.toBeInTheDocument();
  });

  it('shows more than four cards in a carousel with arrows', () => {
    render(
      <EntertainmentDetailBlock {...entertainmentDetailFixture({ cards: entertainmentCardsFixture(6) })} />,
    );
    const track = screen.getByRole('group', { name: 'Highlights carousel' });
    expect(within(track).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-controls', track.id);
  });

  it('renders nothing without cards', () => {
    const { container } = render(<EntertainmentDetailBlock {...entertainmentDetailFixture({ cards: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

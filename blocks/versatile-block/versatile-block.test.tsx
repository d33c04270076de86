// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { resolveRelativeDates } from '@/sandbox/pack/relative-dates';
import { VersatileBlock } from './versatile-block';
import { versatileBlockSchema } from './versatile-block-schema';
import { versatileBlockFixture } from './versatile-block.fixture';
import { sectionTitled } from '../shared/test-queries';

const now = Date.UTC(2026, 5, 13, 9, 0);

function packArticle(slug: string): { content: unknown[] } {
  const file = path.join(process.cwd(), 'sandbox/content/articles/showcase.json');
  const articles = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; content: unknown[] }[];
  const article = articles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`no ${slug} in the pack`);
  return resolveRelativeDates(article, new Date(now)) as { content: unknown[] };
}

function packBlocks(slug: string, type: string): unknown[] {
  return packArticle(slug).content.flatMap((block) => {
    const raw = block as { customContentType?: string; customContent?: { blocks_content?: unknown[] } };
    if (raw.customContentType === type) return [raw];
    return (raw.customContent?.blocks_content ?? []).filter(
      (nested) => (nested as { customContentType?: string }).customContentType === type,
    );
  });
}

describe('versatileBlockSchema', () => {
  it("reads the pack's versatile blocks, with a UTC countdown only when date and time are both set", () => {
    const [light, royal, ending] = packBlocks('block-showcase', 'versatile-block').map((raw) =>
      versatileBlockSchema.parse(raw),
    );
    expect(light).toMatchObject({
      title: 'Light versatile block',
      subtitle: 'No countdown',
      countdownTarget: undefined,
      theme: 'light',
      royal: false,
      logos: [{ alt: 'Brightwater Energy' }],
      primaryButton: { href: '/sustainability', label: 'Sustainability' },
    });
    expect(royal).toMatchObject({
      royal: true,
      theme: 'dark',
      secondaryButton: undefined,
      description: undefined,
    });
    // The royal meeting's first day (@date+20d:tue: the first Tuesday 20 days or more away, 7 July
    // from Saturday 13 June) at 14:00 UTC.
    expect(royal?.countdownTarget).toBe(Date.UTC(2026, 6, 7, 14, 0));
    expect(ending?.countdownTarget).toBe(now + 120_000);
  });

  it('shows no countdown for a date without a time or an unreadable date (content-robustness)', () => {
    const blocks = packBlocks('content-robustness', 'versatile-block').map((raw) =>
      versatileBlockSchema.parse(raw),
    );
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block.countdownTarget).toBeUndefined();
    expect(blocks[0]?.title).toBe('Countdown with a date but no time (not shown)');
  });

  it('rejects a block whose customContent is not an object', () => {
    expect(versatileBlockSchema.safeParse({ customContent: 'countdown' }).success).toBe(false);
    expect(versatileBlockSchema.safeParse({}).success).toBe(false);
  });
});

describe('VersatileBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, words, logos, both buttons and the countdown from the first render', () => {
    render(<VersatileBlock {...versatileBlockFixture()} />);
    const section = sectionTitled('Family Funday Raceday');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Family Funday Raceday');
    expect(screen.getByText('The next raceday starts in')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kingsmere Park' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'What’s on' })).toHaveAttribute(
      'href',
      '/horse-races-and-events',
    );
    // 16 June 13:30 UTC is 3 days, 4 hours and 30 minutes away.
    expect(
      within(screen.getByRole('timer'))
        .getAllByText(/^\d\d$/)
        .map((node) => node.textContent),
    ).toEqual(['03', '04', '30', '00']);
  });

  it('hides the countdown banner at zero and keeps the rest of the block', () => {
    render(<VersatileBlock {...versatileBlockFixture({ countdownTarget: now + 2000 })} />);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Funday Raceday' })).toBeInTheDocument();
  });

  it('has no timer without a countdown', () => {
    render(<VersatileBlock {...versatileBlockFixture({ countdownTarget: undefined, theme: 'light' })} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(sectionTitled('Family Funday Raceday')).toHaveAttribute('data-theme', 'light');
  });

  it('renders nothing when there is nothing to show', () => {
    const { container } = render(
      <VersatileBlock
        {...versatileBlockFixture({
          title: undefined,
          subtitle: undefined,
          description: undefined,
          countdownTarget: undefined,
          primaryButton: undefined,
          secondaryButton: undefined,
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setConsent } from '@/ui/consent/consent-store';
import { JockeyPollContent } from './jockey-poll';
import type { JockeyPollProps } from './jockey-poll-schema';
import { jockeyPollSchema } from './jockey-poll-schema';
import { jockeyPollFixture } from './jockey-poll.fixture';
import { sectionTitled } from '../shared/test-queries';

const { getPoll } = vi.hoisted(() => ({ getPoll: vi.fn() }));
vi.mock('@/platform/polls', () => ({ getPoll }));
vi.mock('../shared/content-provider-need', () => ({
  contentProviderNeed: (feature: string) => ({ name: feature, vendorNames: ['Furlong'] }),
}));

async function renderBlock(props: JockeyPollProps) {
  getPoll.mockResolvedValue({
    id: props.pollId,
    label: 'Who is your Jockey of the Day?',
    votes: 0,
    options: [],
    sponsorImageUrl: null,
    publishDate: null,
    validFrom: null,
    validTo: null,
    publishResultDate: null,
    trackingEnabled: false,
  });
  render(<>{(await JockeyPollContent(props)) as ReactElement}</>);
}

afterEach(() => act(() => setConsent({ status: 'waiting', entries: [] })));

describe('JockeyPollBlock', () => {
  it('shows the title, description and image, and Vote Now once the content provider is allowed', async () => {
    await renderBlock(jockeyPollFixture());
    const region = sectionTitled('Jockey of the Day');
    expect(region).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Jockey of the Day' })).toBeInTheDocument();
    expect(screen.getByText(/Who gave the ride of the day\?/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jockeys in the Parade Ring' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote Now' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/This feature \(Jockey of the Day poll\) is currently not available/),
    ).toBeVisible();
    act(() => setConsent({ status: 'ready', entries: [{ id: 'f', name: 'Furlong', isAllowed: true }] }));
    expect(await screen.findByRole('button', { name: 'Vote Now' })).toBeEnabled();
  });

  it('draws the royal look without an image', async () => {
    await renderBlock(jockeyPollFixture({ image: undefined, royal: true, theme: 'light' }));
    expect(sectionTitled('Jockey of the Day')).toHaveAttribute('data-royal', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('jockeyPollSchema', () => {
  it("reads the pack's block", () => {
    const props = jockeyPollSchema.parse({
      contentType: 'CUSTOM',
      customContentType: 'jockey-of-the-day-poll',
      customContent: {
        pollId_string: 'poll-jockey-of-the-day',
        title_string: 'Jockey of the Day',
        description_string: 'Who gave the ride of the day?',
        autotrigger_select: 'No',
        buttonText_string: 'Vote Now',
        image_content: { image: 'pack:images/jockey-05.jpg', altText: 'Jockeys in the Parade Ring' },
        darklightTheme_custom: [{ darklightTheme_select: 'Light' }],
        royalkingsmereTheme_select: 'Yes',
      },
    });
    expect(props).toEqual({
      pollId: 'poll-jockey-of-the-day',
      title: 'Jockey of the Day',
      description: 'Who gave the ride of the day?',
      image: { src: 'pack:images/jockey-05.jpg', alt: 'Jockeys in the Parade Ring' },
      buttonText: 'Vote Now',
      autotrigger: false,
      theme: 'light',
      royal: true,
    });
  });

  it("reads the block's own pollId when the custom field is missing, the custom field first", () => {
    const block = (customContent: object, extra: object = {}) =>
      jockeyPollSchema.parse({ contentType: 'CUSTOM', customContent, ...extra });
    expect(block({ title_string: 'Jockey of the Day' }, { pollId: 'poll-block-level' }).pollId).toBe(
      'poll-block-level',
    );
    expect(block({ pollId_string: 'poll-custom' }, { pollId: 'poll-block-level' }).pollId).toBe(
      'poll-custom',
    );
    expect(block({ pollId_string: '  ' }, { pollId: 'poll-block-level' }).pollId).toBe('poll-block-level');
  });

  it('rejects a block without its poll', () => {
    expect(jockeyPollSchema.safeParse({ customContent: { title_string: 'Jockey of the Day' } }).success).toBe(
      false,
    );
    expect(jockeyPollSchema.safeParse({}).success).toBe(false);
    expect(jockeyPollSchema.safeParse({ pollId: 42, customContent: {} }).success).toBe(false);
  });
});

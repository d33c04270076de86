// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { JockeyPollBlock } from './jockey-poll';
import { jockeyPollFixture } from './jockey-poll.fixture';
import { jockeyPollSchema } from './jockey-poll-schema';
import { sectionTitled } from '../shared/test-queries';

describe('JockeyPollBlock', () => {
  it('shows the title, description and image, with the vote button not yet usable', () => {
    render(<JockeyPollBlock {...jockeyPollFixture()} />);
    const region = sectionTitled('Jockey of the Day');
    expect(region).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Jockey of the Day' })).toBeInTheDocument();
    expect(screen.getByText(/Who gave the ride of the day\?/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jockeys in the Parade Ring' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Vote Now/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(/isn’t open on this page yet/);
  });

  it('draws the royal look without an image', () => {
    render(<JockeyPollBlock {...jockeyPollFixture({ image: undefined, royal: true, theme: 'light' })} />);
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

  it('rejects a block without its poll', () => {
    expect(jockeyPollSchema.safeParse({ customContent: { title_string: 'Jockey of the Day' } }).success).toBe(
      false,
    );
    expect(jockeyPollSchema.safeParse({}).success).toBe(false);
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { VideoBlock } from './video';
import { videoFixture } from './video.fixture';
import { videoSchema } from './video-schema';

describe('VideoBlock', () => {
  it('shows a 16:9 poster with the title, ready for the player', () => {
    const { container } = render(<VideoBlock {...videoFixture()} />);
    const figure = screen.getByRole('figure', { name: /Silver Lantern wins the Summer Mile/ });
    expect(screen.getByRole('img', { name: 'Silver Lantern crosses the line' })).toBeInTheDocument();
    const frame = container.querySelector('[data-video-frame]');
    expect(figure).toBe(frame);
    expect(frame?.className).toContain('aspect-video');
    expect(frame).toHaveAttribute('data-source-system', 'STREAM');
    expect(frame).toHaveAttribute('data-source-id', '1_km2summer');
    // The frame is not a player yet: nothing to press.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps its size without a poster and sits on a dark band when asked', () => {
    const { container } = render(
      <VideoBlock
        {...videoFixture({ poster: undefined, isDarkBackground: true, variant: 'feature-block' })}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-video-frame]')?.className).toContain('aspect-video');
    expect(container.querySelector('section')).toHaveAttribute('data-theme', 'dark');
    expect(container.querySelector('figure')?.parentElement?.className).toContain('max-w-7xl');
  });
});

describe('videoSchema', () => {
  it("reads the pack's video blocks, defaulting what is missing", () => {
    const full = videoSchema.parse({
      contentType: 'VIDEO',
      sourceSystem: 'YOUTUBE',
      sourceSystemId: 'Km7CourseW1',
      link: 'https://www.youtube.com/watch?v=Km7CourseW1',
      mediaType: 'Video',
      showSpinner: true,
      mediaTitle: 'A walk round the course',
      accountId: '2503211',
      playerId: 51347602,
      title: '',
      isDarkBackground: true,
      variant: 'feature-block',
    });
    expect(full).toMatchObject({
      sourceSystem: 'YOUTUBE',
      link: 'https://www.youtube.com/watch?v=Km7CourseW1',
      showSpinner: true,
      title: 'A walk round the course',
      playerId: '51347602',
      variant: 'feature-block',
      poster: undefined,
    });
    expect(videoSchema.parse({ contentType: 'VIDEO', sourceSystemId: '1_km2summer' })).toMatchObject({
      sourceSystem: 'STREAM',
      mediaType: 'Video',
      showSpinner: false,
      isDarkBackground: false,
      variant: 'default',
      options: {},
    });
    expect(
      videoSchema.parse({
        sourceSystemId: 'x',
        variant: 'article page',
        videoThumbnail: 'https://img.test/p.jpg',
      }),
    ).toMatchObject({ variant: 'article-page', poster: { src: 'https://img.test/p.jpg' } });
  });

  it('rejects an unknown source system or a video without an id', () => {
    expect(videoSchema.safeParse({ sourceSystem: 'BETAMAX', sourceSystemId: 'tape-1' }).success).toBe(false);
    expect(videoSchema.safeParse({ sourceSystem: 'STREAM' }).success).toBe(false);
  });
});

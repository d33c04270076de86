// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { endRequest, oneRequest } from '@/test/one-request';
import { setConsent } from '@/ui/consent/consent-store';
import { playerScriptUrl } from './stream-player';
import { VideoBlock } from './video';
import { youtubeId } from './video-player.client';
import { videoSchema } from './video-schema';
import { videoFixture } from './video.fixture';

const { getSettings } = vi.hoisted(() => ({
  getSettings: () => ({
    siteName: 'Kingsmere Park',
    thirdParty: {
      streamPlayerUrl: 'https://player.test',
      youtubeIframeApiUrl: 'https://yt.test/iframe_api',
      consentContentVendor: 'Furlong',
    },
  }),
}));
vi.mock('@/platform/settings', () => ({ getSettings }));

const dataLayerEvents = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;

afterEach(() => {
  act(() => setConsent({ status: 'waiting', entries: [] }));
  window.dataLayer = [];
});

describe('VideoBlock', () => {
  // The player's code is a chunk of its own (video-player.lazy.tsx): loaded once before the tests.
  beforeAll(async () => {
    render(<VideoBlock {...videoFixture()} />);
    await screen.findByRole('button', { name: /^Play / });
    cleanup();
  });

  it('shows a 16:9 poster with the title and a play button', () => {
    const { container } = render(<VideoBlock {...videoFixture()} />);
    const figure = screen.getByRole('figure', { name: /Silver Lantern wins the Summer Mile/ });
    expect(screen.getByRole('img', { name: 'Silver Lantern crosses the line' })).toBeInTheDocument();
    const frame = container.querySelector('[data-video-frame]');
    expect(figure).toBe(frame);
    expect(frame?.className).toContain('aspect-video');
    expect(frame).toHaveAttribute('data-source-system', 'STREAM');
    expect(frame).toHaveAttribute('data-source-id', '1_km2summer');
    expect(
      screen.getByRole('button', { name: 'Play Replay: Silver Lantern wins the Summer Mile' }),
    ).toBeVisible();
  });

  it('without a picture of its own or its page’s, shows the venue’s branded poster at its size, on a dark band when asked', () => {
    const { container } = render(
      <VideoBlock
        {...videoFixture({ poster: undefined, isDarkBackground: true, variant: 'feature-block' })}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const branded = container.querySelector('[data-video-poster="branded"]');
    expect(branded).toHaveTextContent('Kingsmere Park');
    expect(screen.getByRole('figure')).toHaveTextContent('Replay: Silver Lantern wins the Summer Mile');
    expect(container.querySelector('[data-video-frame]')?.className).toContain('aspect-video');
    expect(container.querySelector('section')).toHaveAttribute('data-theme', 'dark');
    expect(container.querySelector('figure')?.parentElement?.className).toContain('container-page');
  });

  it('takes its page’s hero picture as its poster when the block gives none, never the site’s stand-in', async () => {
    oneRequest();
    const current = await import('../shared/current-article');
    const { VideoBlock: OnPage } = await import('./video');
    const hero = { src: 'https://img.test/photo-finish.jpg', alt: 'The photo finish', isFallback: false };
    current.setCurrentArticle({ id: '1', hero: { heroImage: hero } });
    const { container, unmount } = render(<OnPage {...videoFixture({ poster: undefined })} />);
    expect(screen.getByRole('img', { name: 'Replay: Silver Lantern wins the Summer Mile' })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent(hero.src)),
    );
    expect(container.querySelector('[data-video-poster="branded"]')).toBeNull();
    unmount();
    current.setCurrentArticle({ id: '2', hero: { heroImage: { ...hero, isFallback: true } } });
    const fallback = render(<OnPage {...videoFixture({ poster: undefined })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(fallback.container.querySelector('[data-video-poster="branded"]')).not.toBeNull();
    endRequest();
  });

  it('offers no play button for a STREAM video that names no account or player', () => {
    render(<VideoBlock {...videoFixture({ accountId: undefined })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays a MEDIA video in a plain video element and reports start, play and complete', () => {
    const { container } = render(
      <VideoBlock
        {...videoFixture({
          sourceSystem: 'MEDIA',
          sourceSystemId: 'media-course',
          link: 'https://media.test/course.webm',
          title: 'A walk round the course',
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play A walk round the course' }));
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'https://media.test/course.webm');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('status')).toHaveTextContent('Loading A walk round the course');
    Object.defineProperty(video, 'duration', { value: 4, configurable: true });
    video.dispatchEvent(new Event('loadedmetadata'));
    act(() => void video.dispatchEvent(new Event('canplay')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('play'));
    Object.defineProperty(video, 'currentTime', { value: 4, configurable: true });
    video.dispatchEvent(new Event('ended'));
    expect(dataLayerEvents().map((event) => [event.mediaAction, event.mediaPercent])).toEqual([
      ['start', 0],
      ['play', 0],
      ['complete', 100],
    ]);
    expect(dataLayerEvents()[0]).toMatchObject({
      event: 'video',
      mediaId: 'media-course',
      mediaTitle: 'A walk round the course',
      mediaProvider: 'MEDIA',
      mediaLength: 4,
    });
  });

  it('plays YouTube through its iframe API on the no-cookie host only once YouTube is allowed, without a second press', async () => {
    const created: Array<{ elementId: string; options: Record<string, unknown> }> = [];
    window.YT = {
      Player: class {
        destroy() {}
        constructor(elementId: string, options: Record<string, unknown>) {
          created.push({ elementId, options });
          const events = options.events as {
            onReady: (event: unknown) => void;
            onStateChange: (event: unknown) => void;
          };
          const target = { getDuration: () => 4, getCurrentTime: () => 0, destroy: () => {} };
          events.onReady({ target });
          events.onStateChange({ data: 1, target });
          events.onStateChange({ data: 0, target });
        }
      } as unknown as NonNullable<Window['YT']>['Player'],
    };
    const { container } = render(
      <VideoBlock
        {...videoFixture({
          sourceSystem: 'YOUTUBE',
          sourceSystemId: 'Km7CourseW1',
          link: 'https://www.youtube.com/watch?v=Km7CourseW1',
          title: 'A walk round the course',
        })}
      />,
    );
    expect(container.querySelector('[data-video-frame]')).toHaveAttribute(
      'data-embed-sources',
      'https://www.youtube-nocookie.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play A walk round the course' }));
    expect(created).toEqual([]);
    expect(container).toHaveTextContent(
      'This feature (YouTube) is currently not available because you need to provide consent to functional cookies.',
    );
    act(() => setConsent({ status: 'ready', entries: [{ id: 'yt', name: 'YouTube', isAllowed: true }] }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.options).toMatchObject({
      host: 'https://www.youtube-nocookie.com',
      videoId: 'Km7CourseW1',
    });
    expect(container.querySelector(`#${created[0]!.elementId}`)).not.toBeNull();
    expect(dataLayerEvents().map((event) => event.mediaAction)).toEqual(['start', 'play', 'complete']);
    delete window.YT;
  });
});

describe('youtubeId', () => {
  it('takes the id from a watch, short or embed address, else the block id', () => {
    expect(youtubeId('x', 'https://www.youtube.com/watch?v=Km7CourseW1&t=3')).toBe('Km7CourseW1');
    expect(youtubeId('x', 'https://youtu.be/Km7Kitchen2')).toBe('Km7Kitchen2');
    expect(youtubeId('x', 'https://www.youtube.com/embed/Xk3mRoyal01')).toBe('Xk3mRoyal01');
    expect(youtubeId('Km7CourseW1', undefined)).toBe('Km7CourseW1');
  });
});

describe('playerScriptUrl', () => {
  it("builds the account's player script address, or none without an account and a player", () => {
    expect(playerScriptUrl('https://player.test', '2503211', '51347602')).toBe(
      'https://player.test/p/2503211/embedPlaytimeJs/uiconf_id/51347602',
    );
    expect(playerScriptUrl('https://player.test', undefined, '51347602')).toBeNull();
    expect(playerScriptUrl('https://player.test', '2503211', undefined)).toBeNull();
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

import type { VideoProps } from './video-schema';

export function videoFixture(overrides: Partial<VideoProps> = {}): VideoProps {
  return {
    sourceSystem: 'STREAM',
    sourceSystemId: '1_km2summer',
    link: undefined,
    mediaType: 'Video',
    showSpinner: true,
    mediaTitle: 'Replay: Silver Lantern wins the Summer Mile',
    options: {},
    accountId: '2503211',
    playerId: '51347602',
    title: 'Replay: Silver Lantern wins the Summer Mile',
    isDarkBackground: false,
    variant: 'default',
    poster: { src: 'https://img.test/summer-mile.jpg', alt: 'Silver Lantern crosses the line' },
    ...overrides,
  };
}

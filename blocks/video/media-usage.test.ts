import { setSelfDescribingSink, type SelfDescribingJson } from '@/ui/analytics/self-describing';
import { MediaUsage, sendMediaUsage, type MediaUsageEvent } from './media-usage';

const facts = {
  mediaId: 'media-course',
  mediaTitle: 'A walk round the course',
  mediaProvider: 'MEDIA',
  contentType: 'video',
};

describe('MediaUsage', () => {
  it('records the start and sends one usage event on complete, then forgets it', () => {
    const sent: MediaUsageEvent[] = [];
    let now = Date.UTC(2026, 5, 14, 14, 0, 0);
    const usage = new MediaUsage(
      facts,
      (event) => sent.push(event),
      () => now,
    );
    usage.complete(4, 4);
    expect(sent).toEqual([]);
    usage.start(0);
    now += 4_000;
    usage.complete(4, 4);
    usage.complete(4, 4);
    expect(sent).toEqual([
      {
        content_id: 'media-course',
        content_type: 'video',
        start_timestamp: '2026-06-14T14:00:00.000Z',
        end_timestamp: '2026-06-14T14:00:04.000Z',
        content_start_time: 0,
        content_end_time: 4,
        content_provider: 'MEDIA',
        content_name: 'A walk round the course',
        content_length: 4,
      },
    ]);
  });

  it('gives a content length of 0 when the length is unknown', () => {
    const sent: MediaUsageEvent[] = [];
    const usage = new MediaUsage(facts, (event) => sent.push(event));
    usage.start(0);
    usage.complete(12, Number.NaN);
    expect(sent[0]?.content_length).toBe(0);
  });
});

describe('sendMediaUsage', () => {
  afterEach(() => setSelfDescribingSink(null));

  const event: MediaUsageEvent = {
    content_id: 'media-course',
    content_type: 'video',
    start_timestamp: '2026-06-14T14:00:00.000Z',
    end_timestamp: '2026-06-14T14:00:04.000Z',
    content_start_time: 0,
    content_end_time: 4,
    content_provider: 'MEDIA',
    content_name: 'A walk round the course',
    content_length: 4,
  };

  it('hands the usage event to the behavioural tracker as a self-describing event', () => {
    const tracked: SelfDescribingJson[] = [];
    setSelfDescribingSink((json) => tracked.push(json));
    sendMediaUsage(event);
    expect(tracked).toEqual([{ schema: 'iglu:com.furlong/media_usage/jsonschema/1-0-0', data: event }]);
  });

  it('drops it while no tracker runs with analytics consent', () => {
    expect(() => sendMediaUsage(event)).not.toThrow();
  });
});

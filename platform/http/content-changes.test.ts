import { onContentChange } from '@/shared/content-changes.mjs';
import { announceContentChange } from './content-changes';

const { steps, shared, publish } = vi.hoisted(() => {
  const steps: string[] = [];
  return {
    steps,
    shared: { forget: vi.fn(async () => void steps.push('shared copies dropped')) },
    publish: vi.fn(async () => {
      steps.push('notice published');
      return 1;
    }),
  };
});
vi.mock('../settings', () => ({ getSettings: () => ({ redisUrl: 'redis://cache.test:6379' }) }));
vi.mock('./shared-redis', () => ({ sharedAnswers: () => shared }));
vi.mock('./default-client', () => ({
  httpClient: () => ({ forgetFresh: () => steps.push('own fresh copies forgotten') }),
}));
vi.mock('@redis/client', () => ({
  createClient: () => ({ on: () => {}, connect: async () => {}, publish }),
}));

const change = { paths: ['/news'], everything: false };
onContentChange((heard) => steps.push(`serving layer told of ${heard.paths.join(', ')}`));

describe('announcing a content change with REDIS_URL', () => {
  it('drops the shared copies before any instance hears the notice', async () => {
    expect(await announceContentChange(change)).toBe(1);
    expect(steps).toEqual([
      'shared copies dropped',
      'own fresh copies forgotten',
      'serving layer told of /news',
      'notice published',
    ]);
    expect(publish).toHaveBeenCalledWith('furlong:content-changed', '{"paths":["/news"],"everything":false}');
  });

  it('still forgets and announces when the shared copies cannot be dropped', async () => {
    steps.length = 0;
    shared.forget.mockRejectedValueOnce(new Error('Redis new generation: no answer within 50 ms'));
    expect(await announceContentChange(change)).toBe(1);
    expect(steps).toEqual(['own fresh copies forgotten', 'serving layer told of /news', 'notice published']);
  });
});

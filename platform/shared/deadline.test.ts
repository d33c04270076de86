import { answerWithin } from './deadline';

describe('answerWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the answer that comes in time', async () => {
    await expect(answerWithin(Promise.resolve('answer'), 100, 'late')).resolves.toBe('answer');
  });

  it('gives `late` once the time has passed, and the lookup goes on', async () => {
    let settle = (_: string) => {};
    const lookup = new Promise<string>((resolve) => (settle = resolve));
    const answer = answerWithin(lookup, 100, 'late');
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBe('late');
    settle('answer');
    await expect(lookup).resolves.toBe('answer');
  });

  it('passes on a failure that comes in time', async () => {
    await expect(answerWithin(Promise.reject(new Error('down')), 100, 'late')).rejects.toThrow('down');
  });

  it('gives `late` at once for a time already past', async () => {
    const answer = answerWithin(new Promise(() => {}), -5, 'late');
    await vi.advanceTimersByTimeAsync(0);
    await expect(answer).resolves.toBe('late');
  });
});

import { SharedCacheError, timeBoxed } from './time-box';

describe('a time-boxed Redis call', () => {
  it('answers with the value when it comes in time', async () => {
    await expect(timeBoxed('Redis read', Promise.resolve('copy'), 20)).resolves.toBe('copy');
  });

  it('fails with a SharedCacheError once the time box has passed', async () => {
    const never = new Promise<string>(() => {});
    const error = await timeBoxed('Redis read', never, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SharedCacheError);
    expect((error as Error).message).toBe('Redis read: no answer within 10 ms');
  });

  it('keeps the failure as the cause', async () => {
    const refused = new Error('connect ECONNREFUSED');
    const error = await timeBoxed('Redis read', Promise.reject(refused), 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SharedCacheError);
    expect((error as SharedCacheError).cause).toBe(refused);
  });

  it('takes an answer that arrived while the event loop was busy past the time box', async () => {
    // Redis's answer is read after the timers of the same turn (as a socket's input is, in the poll phase).
    const answer = new Promise<string>((resolve) => setImmediate(() => resolve('copy')));
    const boxed = timeBoxed('Redis read', answer, 10);
    const until = performance.now() + 30;
    while (performance.now() < until) {
      // a render holding the event loop
    }
    await expect(boxed).resolves.toBe('copy');
  });

  it('gives a call held up by a busy event loop another time box', async () => {
    // The loop is held for three boxes; the command's answer comes 5 ms after it is free again, as a write
    // that waited for it would. The box is wide enough that a machine slowed by other work still sees the
    // answer well inside the second box.
    const boxed = timeBoxed('Redis read', new Promise<string>(() => {}), 50);
    const late = timeBoxed(
      'Redis read',
      new Promise<string>((resolve) => setImmediate(() => setTimeout(() => resolve('copy'), 5))),
      50,
    );
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // a render holding the event loop
    }
    await expect(late).resolves.toBe('copy');
    await expect(boxed).rejects.toBeInstanceOf(SharedCacheError);
  });
});

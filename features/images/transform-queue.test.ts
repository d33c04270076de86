import { createTransformQueue, ImageServiceBusyError } from './transform-queue';

/** A task that runs until its `finish` is called, recording that it started. */
function heldTask<T>(value: T) {
  let finish: () => void = () => {};
  const started = vi.fn();
  const task = () =>
    new Promise<T>((resolve) => {
      started();
      finish = () => resolve(value);
    });
  return { task, started, finish: () => finish() };
}

describe('transform queue', () => {
  it('runs at most `concurrency` tasks at once, the rest in turn', async () => {
    const queue = createTransformQueue({ concurrency: 2, maxWaiting: 4, maxWaitMs: 1_000 });
    const tasks = [1, 2, 3].map(heldTask);
    const results = tasks.map(({ task }) => queue.run(task));
    expect(tasks.map(({ started }) => started.mock.calls.length)).toEqual([1, 1, 0]);
    tasks[0]!.finish();
    await expect(results[0]).resolves.toBe(1);
    expect(tasks[2]!.started).toHaveBeenCalledTimes(1);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3]);
  });

  it('refuses a task at once when the queue is full', async () => {
    const queue = createTransformQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    const running = heldTask('running');
    const waiting = heldTask('waiting');
    const first = queue.run(running.task);
    const second = queue.run(waiting.task);
    expect(queue.full).toBe(true);
    const refused = vi.fn(async () => 'never');
    await expect(queue.run(refused)).rejects.toBeInstanceOf(ImageServiceBusyError);
    expect(refused).not.toHaveBeenCalled();
    running.finish();
    await first;
    waiting.finish();
    await expect(second).resolves.toBe('waiting');
    expect(queue.full).toBe(false);
  });

  it('gives up on a task that waited too long, which then never runs', async () => {
    vi.useFakeTimers();
    try {
      const queue = createTransformQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 2_000 });
      const running = heldTask('running');
      const first = queue.run(running.task);
      const late = vi.fn(async () => 'late');
      const second = queue.run(late);
      const outcome = expect(second).rejects.toThrow('Image transform waited over 2000 ms');
      await vi.advanceTimersByTimeAsync(2_000);
      await outcome;
      running.finish();
      await expect(first).resolves.toBe('running');
      expect(late).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a running task finish however long it takes, keeping its slot meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const queue = createTransformQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 100 });
      const long = heldTask('long');
      const result = queue.run(long.task);
      await vi.advanceTimersByTimeAsync(500);
      const next = heldTask('next');
      const after = queue.run(next.task);
      expect(next.started).not.toHaveBeenCalled();
      long.finish();
      await expect(result).resolves.toBe('long');
      await vi.advanceTimersByTimeAsync(0);
      expect(next.started).toHaveBeenCalledTimes(1);
      next.finish();
      await expect(after).resolves.toBe('next');
    } finally {
      vi.useRealTimers();
    }
  });
});

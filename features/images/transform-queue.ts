import 'server-only';
import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';

/** The image service is busy: a 503 with Retry-After, so the browser tries again and pages stay fast. */
export class ImageServiceBusyError extends Error {
  override readonly name = 'ImageServiceBusyError';
}

export interface TransformQueueOptions {
  /** Transforms running at once; each takes one core (image-transform.ts sets sharp.concurrency(1)). */
  concurrency?: number;
  /** Transforms that may wait for a slot; one more is refused at once. */
  maxWaiting?: number;
  /** How long a transform may wait for a slot before it is refused. */
  maxWaitMs?: number;
}

// Half the cores (1 on the 2-core server): the other half stays free to render and serve pages.
export const TRANSFORM_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
export const TRANSFORM_MAX_WAITING = 8;
export const TRANSFORM_MAX_WAIT_MS = 2_000;

export interface TransformQueue {
  /** Runs `task` when a slot is free; ImageServiceBusyError if the queue is full or the wait too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** True when a new task would be refused at once: checked before fetching a source for nothing. */
  readonly full: boolean;
}

/**
 * A bounded wait for a transform slot. p-queue gives the concurrency limit, the count of waiting tasks,
 * and an AbortSignal that takes a waiting task out of the queue; the timer that aborts it is cleared as
 * the task starts, since an abort after that would free the slot while sharp still works.
 */
export function createTransformQueue({
  concurrency = TRANSFORM_CONCURRENCY,
  maxWaiting = TRANSFORM_MAX_WAITING,
  maxWaitMs = TRANSFORM_MAX_WAIT_MS,
}: TransformQueueOptions = {}): TransformQueue {
  const queue = new PQueue({ concurrency });
  const isFull = () => queue.pending >= concurrency && queue.size >= maxWaiting;
  return {
    get full() {
      return isFull();
    },
    run(task) {
      if (isFull()) return Promise.reject(new ImageServiceBusyError('Image transform queue is full'));
      const waiting = new AbortController();
      const timer = setTimeout(
        () => waiting.abort(new ImageServiceBusyError(`Image transform waited over ${maxWaitMs} ms`)),
        maxWaitMs,
      );
      return queue
        .add(
          () => {
            clearTimeout(timer);
            return task();
          },
          { signal: waiting.signal },
        )
        .finally(() => clearTimeout(timer));
    },
  };
}

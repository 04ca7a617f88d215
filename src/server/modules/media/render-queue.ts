import { ShopError } from '../../errors.ts';
import { measure } from '../../metrics/shop-metrics.ts';

/**
 * Drawings run a few at a time (rasterising is CPU work) and at most `maxWaiting` wait for their turn; a drawing
 * asked for beyond that is refused at once rather than queued without end.
 */

export const PICTURES_BUSY = 'The shop is drawing many pictures right now. Please try again in a few seconds.';

/** Too many pictures are waiting to be drawn: 503 with Retry-After. */
export class PicturesBusyError extends ShopError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, PICTURES_BUSY);
  }
}

export interface RenderQueue {
  /** Runs `work` when a slot is free; throws PicturesBusyError at once (before any work) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
}

/** A guess of a drawing's time before any has been measured. */
const FIRST_GUESS_MS = 250;
const MAX_RETRY_AFTER_SECONDS = 60;

export function createRenderQueue(options: { concurrency: number; maxWaiting: number }): RenderQueue {
  const concurrency = Math.max(1, options.concurrency);
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = FIRST_GUESS_MS;

  /** Seconds until the queue as it stands now has been drawn: a fair time to come back. */
  function retryAfterSeconds(): number {
    const seconds = Math.ceil(((running + waiting.length) / concurrency) * (averageMs / 1000));
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  async function runInSlot<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const tookMs = performance.now() - started;
      averageMs = averageMs * 0.8 + tookMs * 0.2;
      measure.pictureDrawn(tookMs / 1000);
      // the slot passes straight to the next in line, so no newcomer can slip in between
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    run(work) {
      if (running < concurrency) {
        running++;
        return runInSlot(work);
      }
      if (waiting.length >= options.maxWaiting) {
        measure.pictureRefused('queue full');
        throw new PicturesBusyError(retryAfterSeconds());
      }
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => runInSlot(work));
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/** In-memory sliding-window limits for guessable or costly auth calls (per server process; with several
 * servers each keeps its own window, which still bounds guessing). */
import { HttpError } from '../lib/errors';

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly what: string,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  /** Throws 429 when the key has used up its window. */
  check(key: string): void {
    const now = Date.now();
    const list = this.recent(key, now);
    if (list.length >= this.max) {
      const wait = Math.max(1, Math.ceil((this.windowMs - (now - list[0]!)) / 60_000));
      throw new HttpError(
        429,
        `Too many ${this.what}. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
        undefined,
        'rate_limited',
      );
    }
  }

  hit(key: string): void {
    const now = Date.now();
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

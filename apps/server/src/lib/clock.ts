/**
 * The one module that reads the wall clock (issue 40). Everything else reads the time from the app
 * context's clock (`ctx.now`, which tests move instead of waiting) and turns it into ISO text here.
 * Lint (eslint.config.js, "server clock") forbids `Date.now()`, `new Date()` and `nowIso` elsewhere.
 */

/** Milliseconds since the epoch, as the app sees them. */
export type Clock = () => number;

/** The wall clock: the app's default, and the clock of code that runs outside any app (scripts, seeds). */
export const systemClock: Clock = () => Date.now();

/** The clock's time as ISO text, `offsetMs` later (negative: earlier). */
export function isoNow(now: Clock, offsetMs = 0): string {
  return new Date(now() + offsetMs).toISOString();
}

/** The clock's time as a Date. */
export function dateNow(now: Clock): Date {
  return new Date(now());
}

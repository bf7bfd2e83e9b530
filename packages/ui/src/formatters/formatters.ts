/** Counts over 999 as thousands with one decimal: 1000 -> "1.0k", 15350 -> "15.4k" (spec 000 section 9). */
export function formatCount(value: number): string {
  return Math.abs(value) > 999 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

/** File sizes in kb, or in mb above 1 MB (1000 kb): 2048 -> "2.0 kb", 1_500_000 -> "1.5 mb". */
export function formatFileSize(bytes: number): string {
  const kb = Math.round(bytes / 100) / 10;
  return kb > 1000 ? `${(Math.round(bytes / 100) / 10000).toFixed(1)} mb` : `${kb.toFixed(1)} kb`;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec counts months as 30 days and years as 365 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/** The largest whole unit of a time difference: -90 s -> { value: -1, unit: 'minute' }. */
export function relativeTimeParts(seconds: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const magnitude = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (magnitude >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: Math.trunc(seconds), unit: 'second' };
}

/**
 * "3 days ago", "in 2 months", "now": from seconds to years, through Intl.RelativeTimeFormat.
 * `date` and `now` take a Date, an ISO string or epoch milliseconds.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
  locale = 'en',
): string {
  const seconds = (new Date(date).getTime() - new Date(now).getTime()) / 1000;
  const { value, unit } = relativeTimeParts(seconds);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

import { useMemo } from 'react';
import { useDateFormatter, useLocale, useNumberFormatter } from 'react-aria';
import { dash } from '../profiles/columns';

type Formatter = { format: (date: Date) => string };

/** A date from the server (ISO text) in `formatter`'s style, or a dash when there is none or it is unreadable. */
const orDash = (formatter: Formatter) => (iso: string | null | undefined) => {
  if (!iso) return dash;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? dash : formatter.format(date);
};

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago `iso` was, in the largest whole unit ("3 days ago", "yesterday", "now"), or a dash when there
 * is no readable date. `now` is a parameter so that callers (and tests) can fix the moment.
 */
export function timeAgo(
  formatter: Intl.RelativeTimeFormat,
  iso: string | null | undefined,
  now = Date.now(),
): string {
  if (!iso) return dash;
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return dash;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  for (const [unit, size] of UNITS)
    if (seconds >= size) return formatter.format(-Math.floor(seconds / size), unit);
  return formatter.format(0, 'second');
}

/**
 * Dates and numbers for the reader's locale (the ThemeProvider's I18nProvider, English by default) through
 * react-aria's formatters, which cache one Intl formatter per locale and options: `date` "Nov 22, 2026",
 * `dateTime` "Nov 22, 2026, 3:04 PM", `number` "1,250", `ago` "3 days ago" (Intl.RelativeTimeFormat).
 */
export function useFormats() {
  const day = useDateFormatter({ dateStyle: 'medium' });
  const moment = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const numbers = useNumberFormatter();
  const { locale } = useLocale();
  return useMemo(() => {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      date: orDash(day),
      dateTime: orDash(moment),
      number: (value: number) => numbers.format(value),
      ago: (iso: string | null | undefined, now?: number) => timeAgo(relative, iso, now),
    };
  }, [day, moment, numbers, locale]);
}

import { useMemo } from 'react';
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import { dash } from '../profiles/columns';

type Formatter = { format: (date: Date) => string };

/** A date from the server (ISO text) in `formatter`'s style, or a dash when there is none or it is unreadable. */
const orDash = (formatter: Formatter) => (iso: string | null | undefined) => {
  if (!iso) return dash;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? dash : formatter.format(date);
};

/**
 * Dates and numbers for the reader's locale (the ThemeProvider's I18nProvider, English by default) through
 * react-aria's formatters, which cache one Intl formatter per locale and options: `date` "Nov 22, 2026",
 * `dateTime` "Nov 22, 2026, 3:04 PM", `number` "1,250".
 */
export function useFormats() {
  const day = useDateFormatter({ dateStyle: 'medium' });
  const moment = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  const numbers = useNumberFormatter();
  return useMemo(
    () => ({ date: orDash(day), dateTime: orDash(moment), number: (value: number) => numbers.format(value) }),
    [day, moment, numbers],
  );
}

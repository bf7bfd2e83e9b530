import { defaultLocale } from '@talent/ui';

/** Daily transactions for the dashboard chart: distinct ledger transactions per UTC day. */
export interface DailyPoint extends Record<string, unknown> {
  day: string;
  transactions: number;
}

/** A bar's label: the UTC day, as "Nov 22" (the days are counted in UTC, so they are named in UTC too). */
export const dayLabelFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };

const englishDayLabel = new Intl.DateTimeFormat(defaultLocale, dayLabelFormat);

/**
 * The last `days` days (oldest first, today last), counting each transaction once per day. `label` names a
 * day; the chart passes react-aria's formatter for the reader's locale (English here by default).
 */
export function dailyTransactions(
  movements: ReadonlyArray<{ transaction_id: number; created_at: string }>,
  days = 14,
  now = new Date(),
  label: { format: (date: Date) => string } = englishDayLabel,
): DailyPoint[] {
  const perDay = new Map<string, Set<number>>();
  for (const m of movements) {
    const date = new Date(m.created_at);
    if (Number.isNaN(date.getTime())) continue;
    const key = date.toISOString().slice(0, 10);
    let set = perDay.get(key);
    if (!set) perDay.set(key, (set = new Set()));
    set.add(m.transaction_id);
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(today - (days - 1 - i) * 86_400_000);
    const key = date.toISOString().slice(0, 10);
    return { day: label.format(date), transactions: perDay.get(key)?.size ?? 0 };
  });
}

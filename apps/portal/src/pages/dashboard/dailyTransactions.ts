/** Daily transactions for the dashboard chart: distinct ledger transactions per UTC day. */
export interface DailyPoint extends Record<string, unknown> {
  day: string;
  transactions: number;
}

const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The last `days` days (oldest first, today last), counting each transaction once per day. */
export function dailyTransactions(
  movements: ReadonlyArray<{ transaction_id: number; created_at: string }>,
  days = 14,
  now = new Date(),
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

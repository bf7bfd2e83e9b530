import { useDateFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@talent/ui';
import { dailyTransactions, dayLabelFormat } from './dailyTransactions';

/**
 * The daily transactions chart: 14 bars in plain HTML and CSS (`BarChart`), cheap enough to render with
 * the rest of the dashboard (the recharts `Chart` it replaced cost the page's load about 0.3 s of main
 * thread at 4x CPU; apps/portal/README.md#performance).
 */
export function DailyChart({
  movements,
}: {
  movements: ReadonlyArray<{ transaction_id: number; created_at: string }>;
}) {
  const { t } = useTranslation();
  const dayLabel = useDateFormatter(dayLabelFormat);
  return (
    <BarChart
      title={t('Transactions per day, last 14 days')}
      data={dailyTransactions(movements, undefined, undefined, dayLabel)}
      xKey="day"
      series={[{ key: 'transactions', label: t('Transactions') }]}
      height={240}
    />
  );
}

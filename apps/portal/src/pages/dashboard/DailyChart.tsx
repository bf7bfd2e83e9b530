import { useTranslation } from 'react-i18next';
import { Chart } from '@talent/ui';
import { dailyTransactions } from './dailyTransactions';

/** The daily transactions chart; its own chunk (recharts), loaded after the rest of the dashboard. */
export default function DailyChart({
  movements,
}: {
  movements: ReadonlyArray<{ transaction_id: number; created_at: string }>;
}) {
  const { t } = useTranslation();
  return (
    <Chart
      title={t('Transactions per day, last 14 days')}
      type="bar"
      data={dailyTransactions(movements)}
      xKey="day"
      series={[{ key: 'transactions', label: t('Transactions') }]}
      height={240}
    />
  );
}

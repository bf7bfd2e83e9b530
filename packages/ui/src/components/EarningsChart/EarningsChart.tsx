import { useNumberFormatter } from 'react-aria';
import { BarChart, type ChartSeries } from '../BarChart';
import { Skeleton } from '../Skeleton';
import * as styles from './EarningsChart.css';

// A type, not an interface: BarChart takes records, and only type aliases get an implicit index signature.
export type EarningsPoint = {
  /** The period, already formatted ("Nov", "2026-11-09"). */
  period: string;
  /** TAT earned in the period (a whole number, after the platform's share). */
  amount: number;
};

const defaultLabels = {
  /** The series' name: the legend of the table screen readers get. */
  series: 'Earnings (TAT)',
  period: 'Period',
  /** The visible total under the title; the amount comes formatted in the app's locale. */
  total: (amount: string) => `Total: ${amount} TAT`,
  empty: 'No earnings yet',
  loading: 'Loading earnings',
};
export type EarningsChartLabels = typeof defaultLabels;

export interface EarningsChartProps {
  /** Visible caption and the chart's accessible name ("Earnings, last 6 months"). */
  title: string;
  /** Oldest first. */
  data: readonly EarningsPoint[];
  isLoading?: boolean;
  labels?: Partial<EarningsChartLabels>;
  /** Height of the plot in px. */
  height?: number;
}

/**
 * A freelancer's earnings in TAT over time: the BarChart with one positive series and the total in words.
 * The figures are in the chart's screen-reader table, so the drawing needs no description of its own.
 */
export function EarningsChart({
  title,
  data,
  isLoading = false,
  labels: overrides,
  height = 200,
}: EarningsChartProps) {
  const labels = { ...defaultLabels, ...overrides };
  const number = useNumberFormatter({ maximumFractionDigits: 0 });
  if (isLoading) {
    return (
      <div role="status" aria-label={labels.loading} aria-busy="true">
        <Skeleton height={height} />
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <figure className={styles.empty}>
        <figcaption className={styles.caption}>{title}</figcaption>
        <p className={styles.emptyText}>{labels.empty}</p>
      </figure>
    );
  }
  const total = data.reduce((sum, point) => sum + Math.max(0, point.amount), 0);
  const series: ChartSeries[] = [{ key: 'amount', label: labels.series, tone: 'positive' }];
  return (
    <BarChart
      title={title}
      description={labels.total(number.format(total))}
      data={data}
      xKey="period"
      xLabel={labels.period}
      series={series}
      height={height}
    />
  );
}

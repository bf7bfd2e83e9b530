export {
  EarningsChart,
  type EarningsChartProps,
  type EarningsChartLabels,
  type EarningsPoint,
} from './EarningsChart';

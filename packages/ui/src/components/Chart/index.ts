export { Chart, chartTypes, type ChartProps, type ChartSeries } from './Chart';

export { Chart, chartTypes, type ChartProps } from './Chart';
export { ChartDataTable, seriesColor, type ChartSeries } from './ChartDataTable';

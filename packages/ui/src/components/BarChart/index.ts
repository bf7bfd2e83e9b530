export { BarChart, type BarChartProps } from './BarChart';
export { barScale, labelInterval, type BarScale } from './scale';
export { ChartDataTable, seriesColor, type ChartSeries } from './ChartDataTable';

import { useRef } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { vars } from '../../theme/contract.css';
import { formatCount } from '../../formatters/formatters';
import { ChartDataTable, seriesColor, type ChartSeries } from './ChartDataTable';
import { useThemeColors } from './useThemeColors';
import * as styles from './Chart.css';

export const chartTypes = ['line', 'area', 'bar'] as const;

export interface ChartProps<T extends Record<string, unknown>> {
  /** Visible caption and the chart's accessible name. */
  title: string;
  description?: string;
  type?: (typeof chartTypes)[number];
  data: readonly T[];
  /** Field of each datum for the x axis (a label such as a month). */
  xKey: keyof T & string;
  series: readonly ChartSeries[];
  height?: number;
}

/**
 * A dashboard chart on recharts, coloured from the theme, with the same numbers in a hidden table
 * for screen readers.
 */
export function Chart<T extends Record<string, unknown>>({
  title,
  description,
  type = 'line',
  data,
  xKey,
  series,
  height = 260,
}: ChartProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [grid, axis, ...seriesColors] = useThemeColors(ref, [
    vars.color.border.subtle,
    vars.color.text.secondary,
    ...series.map((s) => seriesColor(s.tone)),
  ]);
  const rows = data as T[];
  const common = { data: rows, margin: { top: 8, right: 8, bottom: 0, left: 0 }, accessibilityLayer: false };
  const axes = (
    <>
      <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey as string} stroke={axis} tick={{ fill: axis }} tickLine={false} />
      <YAxis
        stroke={axis}
        tick={{ fill: axis }}
        tickLine={false}
        width={44}
        tickFormatter={(v: number) => formatCount(v)}
      />
      <Tooltip />
      {series.length > 1 ? <Legend /> : null}
    </>
  );
  const color = (i: number) => seriesColors[i] ?? 'currentColor';

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div ref={ref} className={styles.canvas} style={{ height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {type === 'bar' ? (
            <BarChart {...common}>
              {axes}
              {series.map((s, i) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={color(i)}
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          ) : type === 'area' ? (
            <AreaChart {...common}>
              {axes}
              {series.map((s, i) => (
                <Area
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={color(i)}
                  fill={color(i)}
                  fillOpacity={0.15}
                  isAnimationActive={false}
                />
              ))}
            </AreaChart>
          ) : (
            <LineChart {...common}>
              {axes}
              {series.map((s, i) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={color(i)}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <ChartDataTable title={title} data={rows} xKey={xKey} series={series} />
    </figure>
  );
}

/**
 * The gallery's charts, drawn with recharts (loaded lazily: only the dashboards and the cards page fetch this
 * module). Animations are off so that every render, screenshot and test sees the final drawing. The chart's
 * surface is focusable (recharts' accessibility layer: the arrow keys move the tooltip from point to point)
 * and named by the card; the same numbers are in the card's data table.
 *
 * A chart is drawn left to right in both reading directions: recharts places its svg text for a left-to-right
 * surface, and in a right-to-left page `text-anchor: end` puts the y-axis ticks over the plot instead of beside
 * it, so the surface sets `dir="ltr"` (the card around it, its title and figures, still follow the page).
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  RadialBar,
  RadialBarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { vars } from '@talent/ui/theme';
import type { ChartKind } from './model';

/** Series colours from the theme, so every skin draws its own palette. */
export const chartColors = [
  vars.color.accent.solid,
  vars.color.status.info.solid,
  vars.color.status.positive.solid,
  vars.color.status.caution.solid,
  vars.color.status.critical.solid,
];

const axisTick = { fill: vars.color.text.secondary, fontSize: 12 };
const tooltipStyle = {
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
};

export interface ChartProps {
  kind: ChartKind;
  /** The chart's accessible name and description (the svg's title and desc). */
  title: string;
  description: string;
  rows: Array<Record<string, string | number>>;
  /** The value keys of each row (series names), or ['value'] for pie and radial charts. */
  keys: readonly string[];
  height?: number;
}

export default function Chart({ kind, title, description, rows, keys, height = 200 }: ChartProps) {
  const common = { title, desc: description, data: rows, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const legend = keys.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null;
  const axes = (
    <>
      <CartesianGrid stroke={vars.color.border.subtle} vertical={false} />
      <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
      <YAxis tick={axisTick} tickLine={false} axisLine={false} width={44} />
      <Tooltip contentStyle={tooltipStyle} isAnimationActive={false} />
    </>
  );
  let chart;
  if (kind === 'pie') {
    chart = (
      <PieChart {...common}>
        <Pie data={rows} dataKey="value" nameKey="label" innerRadius="55%" isAnimationActive={false}>
          {rows.map((row, i) => (
            <Cell key={String(row.label)} fill={chartColors[i % chartColors.length]} />
          ))}
        </Pie>
        <Tooltip contentStyle={tooltipStyle} isAnimationActive={false} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    );
  } else if (kind === 'radial') {
    chart = (
      // A radial bar's legend names each entry by its `name`.
      <RadialBarChart
        {...common}
        data={rows.map((row) => ({ ...row, name: row.label }))}
        innerRadius="35%"
        outerRadius="100%"
        startAngle={90}
        endAngle={-270}
      >
        <RadialBar dataKey="value" background isAnimationActive={false}>
          {rows.map((row, i) => (
            <Cell key={String(row.label)} fill={chartColors[i % chartColors.length]} />
          ))}
        </RadialBar>
        <Tooltip contentStyle={tooltipStyle} isAnimationActive={false} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </RadialBarChart>
    );
  } else if (kind === 'line') {
    chart = (
      <LineChart {...common}>
        {axes}
        {keys.map((key, i) => (
          <Line
            key={key}
            dataKey={key}
            type="monotone"
            stroke={chartColors[i % chartColors.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        {legend}
      </LineChart>
    );
  } else if (kind === 'area') {
    chart = (
      <AreaChart {...common}>
        {axes}
        {keys.map((key, i) => (
          <Area
            key={key}
            dataKey={key}
            type="monotone"
            stroke={chartColors[i % chartColors.length]}
            fill={chartColors[i % chartColors.length]}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        ))}
        {legend}
      </AreaChart>
    );
  } else {
    chart = (
      <BarChart {...common}>
        {axes}
        {keys.map((key, i) => (
          <Bar
            key={key}
            dataKey={key}
            fill={chartColors[i % chartColors.length]}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
        {legend}
      </BarChart>
    );
  }
  return (
    <div data-chart={kind} dir="ltr" style={{ inlineSize: '100%', blockSize: height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
        {chart}
      </ResponsiveContainer>
    </div>
  );
}

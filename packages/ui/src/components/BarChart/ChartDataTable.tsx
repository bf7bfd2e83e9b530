import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tokens';
import { visuallyHidden } from '../../styles/focus.css';

export interface ChartSeries {
  key: string;
  label: string;
  tone?: Tone;
}

/** A series' colour: the theme's accent, or the solid colour of a status tone. */
export const seriesColor = (tone: Tone = 'accent') =>
  tone === 'accent' ? vars.color.accent.solid : vars.color.status[tone].solid;

/** A chart's numbers as a table only screen readers see (the drawing itself is aria-hidden). */
export function ChartDataTable<T extends Record<string, unknown>>({
  title,
  data,
  xKey,
  xLabel = xKey,
  series,
}: {
  title: string;
  data: readonly T[];
  xKey: keyof T & string;
  /** The category column's header (default the field's name). */
  xLabel?: string;
  series: readonly ChartSeries[];
}) {
  return (
    <table className={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{xLabel}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row, i) => (
          <tr key={i}>
            <th scope="row">{String(row[xKey])}</th>
            {series.map((s) => (
              <td key={s.key}>{String(row[s.key] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

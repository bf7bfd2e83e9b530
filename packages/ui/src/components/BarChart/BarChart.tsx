import { formatCount } from '../../formatters/formatters';
import { ChartDataTable, seriesColor, type ChartSeries } from './ChartDataTable';
import { barScale, labelInterval } from './scale';
import * as styles from './BarChart.css';

export interface BarChartProps<T extends Record<string, unknown>> {
  /** Visible caption and the chart's accessible name. */
  title: string;
  description?: string;
  data: readonly T[];
  /** Field of each datum for the category axis (a label such as a day). */
  xKey: keyof T & string;
  /** The category axis's name, the header of the screen-reader table (default the field's name). */
  xLabel?: string;
  /** Numeric fields drawn as bars, side by side per category; a legend shows when there are several. */
  series: readonly ChartSeries[];
  /** Height of the plot in px. */
  height?: number;
}

const valueOf = (datum: Record<string, unknown>, key: string) => {
  const value = Number(datum[key]);
  return Number.isFinite(value) ? value : 0;
};

/**
 * A bar chart drawn with plain HTML and CSS: no chart library, no measuring, so it costs the page little
 * to render. Bars are sized in percent of a rounded axis and coloured from the theme; each category shows
 * its values on hover, and the same numbers are in a hidden table for screen readers.
 */
export function BarChart<T extends Record<string, unknown>>({
  title,
  description,
  data,
  xKey,
  xLabel,
  series,
  height = 240,
}: BarChartProps<T>) {
  const scale = barScale(data.flatMap((d) => series.map((s) => valueOf(d, s.key))));
  const every = labelInterval(data.length);
  const percent = (v: number) => `${(Math.max(0, v) / scale.max) * 100}%`;
  const barWidth = `${60 / Math.max(1, series.length)}%`;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.plot} style={{ height }} aria-hidden="true" data-chart="bar">
        <div className={styles.yAxis}>
          {scale.ticks.map((tick) => (
            <span key={tick} className={styles.yTick} style={{ insetBlockEnd: percent(tick) }}>
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div className={styles.area}>
          {scale.ticks.slice(1).map((tick) => (
            <span key={tick} className={styles.gridLine} style={{ insetBlockEnd: percent(tick) }} />
          ))}
          <div className={styles.bars}>
            {data.map((datum, i) => (
              <div
                key={i}
                className={styles.slot}
                title={`${String(datum[xKey])}: ${series.map((s) => `${s.label} ${valueOf(datum, s.key)}`).join(', ')}`}
              >
                {series.map((s) => (
                  <span
                    key={s.key}
                    className={styles.bar}
                    data-value={valueOf(datum, s.key)}
                    style={{
                      inlineSize: barWidth,
                      blockSize: percent(valueOf(datum, s.key)),
                      backgroundColor: seriesColor(s.tone),
                    }}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        <div className={styles.xAxis}>
          {data.map((datum, i) => (
            <span key={i} className={styles.xLabel}>
              {i % every === 0 ? String(datum[xKey]) : ''}
            </span>
          ))}
        </div>
      </div>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={styles.swatch} style={{ backgroundColor: seriesColor(s.tone) }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <ChartDataTable title={title} data={data} xKey={xKey} xLabel={xLabel} series={series} />
    </figure>
  );
}

import { Suspense, lazy, useState } from 'react';
import { Button, Card, Select, Skeleton } from '@talent/ui';
import { LoadFailed, LoadingLines } from '../lib/LoadStates';
import {
  chartKindOf,
  chartRows,
  drawsFigures,
  figureLabel,
  formatFigure,
  rangeOptions,
  useCard,
  type CardData,
  type CardRange,
  type CardRef,
} from './model';
import * as css from './cards.css';

const Chart = lazy(() => import('./Chart'));

/** A card's numbers as a table: one row per category (or per figure), one column per series. */
function CardTable({
  data,
  rows,
  keys,
  shown,
}: {
  data: CardData;
  rows: ReturnType<typeof chartRows>;
  keys: readonly string[];
  shown: boolean;
}) {
  return (
    <div className={shown ? css.tableScroll : css.hidden}>
      <table className={css.dataTable}>
        <caption>
          {data.title}, {data.rangeTitle}
        </caption>
        <thead>
          <tr>
            <th scope="col">{keys.length === 1 && keys[0] === 'value' ? 'Figure' : 'Period'}</th>
            {keys.map((key) => (
              <th key={key} scope="col">
                {key === 'value' ? 'Value' : key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.label)}>
              <th scope="row">{row.label}</th>
              {keys.map((key) => (
                <td key={key}>{formatFigure(Number(row[key] ?? 0))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One dashboard card (`/card/card-{group}/{name}?range=`): its title, the range it shows, the headline
 * figures, the chart and the chart's data table (hidden until "Show data table"; screen readers always
 * have it). Given `range` the dashboard picks the range; without, the card has its own range picker.
 */
export function DashCard({
  card,
  range: fixedRange,
  headingLevel = 2,
}: {
  card: CardRef;
  range?: CardRange;
  headingLevel?: 2 | 3;
}) {
  const [ownRange, setOwnRange] = useState<CardRange>('last-28-days');
  const range = fixedRange ?? ownRange;
  const [tableShown, setTableShown] = useState(false);
  const { data, error, isLoading, mutate } = useCard(card, range);
  const kind = chartKindOf(card);
  const label = `${card.group === 'analytics' ? 'Analytics' : 'Statistics'}: ${card.name}`;

  if (error && !data)
    return (
      <Card aria-label={label} className={css.card}>
        <LoadFailed title="This card could not be loaded." error={error} onRetry={() => void mutate()} />
      </Card>
    );
  if (isLoading && !data)
    return (
      <Card aria-label={label} className={css.card}>
        <LoadingLines label="Loading the card" lines={5} />
      </Card>
    );
  if (!data) return null;

  const rows = chartRows(data, kind);
  const keys = drawsFigures(kind) ? ['value'] : data.series.map((s) => s.name);
  return (
    <Card
      title={data.title}
      headingLevel={headingLevel}
      className={css.card}
      actions={
        fixedRange ? null : (
          <Select
            label="Range"
            className={css.rangePicker}
            options={rangeOptions}
            selectedKey={ownRange}
            onSelectionChange={(key) => setOwnRange(key as CardRange)}
          />
        )
      }
    >
      <div className={css.body} aria-busy={isLoading ? 'true' : undefined}>
        <p className={css.rangeTitle}>{data.rangeTitle}</p>
        <dl className={css.figures}>
          {Object.entries(data.figures).map(([key, value]) => (
            <div key={key} className={css.figure}>
              <dt className={css.figureLabel}>{figureLabel(key)}</dt>
              <dd className={css.figureValue} data-figure={key}>
                {formatFigure(value)}
              </dd>
            </div>
          ))}
        </dl>
        {tableShown ? null : (
          <div className={css.chart}>
            <Suspense fallback={<Skeleton lines={4} />}>
              <Chart
                kind={kind}
                title={`${data.title} chart`}
                description={`${data.title}, ${data.rangeTitle}. The same numbers are in the data table.`}
                rows={rows}
                keys={keys}
              />
            </Suspense>
          </div>
        )}
        <CardTable data={data} rows={rows} keys={keys} shown={tableShown} />
        <Button
          variant="ghost"
          size="sm"
          className={css.toggle}
          aria-expanded={tableShown}
          onPress={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Show chart' : 'Show data table'}
        </Button>
      </div>
    </Card>
  );
}

import { useId } from 'react';
import type { Key } from 'react-aria-components';
import { Badge } from '../Badge';
import { Skeleton } from '../Skeleton';
import { PipelineCard, type PipelineCardData } from './PipelineCard';
import * as styles from './PipelineBoard.css';

export interface PipelineColumnData<S extends Key> {
  status: S;
  /** The status label, from the spec (the caller passes it). */
  label: string;
}

const defaultLabels = {
  moveTrigger: 'Move to…',
  /** Names the menu and its trigger; starts with the visible text so speech input finds it. */
  moveCard: (title: string) => `Move to… (${title})`,
  empty: 'No applications',
  count: (count: number) => (count === 1 ? '1 application' : `${count} applications`),
  loading: 'Loading applications',
};
export type PipelineBoardLabels = typeof defaultLabels;

export interface PipelineBoardProps<S extends Key> {
  /** The board's accessible name ("Applicants for Senior Designer"). */
  label: string;
  /** One column per status, in pipeline order. */
  columns: readonly PipelineColumnData<S>[];
  cards: readonly PipelineCardData<S>[];
  onMove: (cardId: Key, to: S) => void;
  isLoading?: boolean;
  labels?: Partial<PipelineBoardLabels>;
  /** The level of the column headings under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
}

const SKELETON_CARDS = 2;

/**
 * A hiring pipeline: a column per status, a count per column, cards moved through a keyboard menu that offers
 * only the moves the caller allows. Columns side by side on wide boards; on a phone a row that snaps column by
 * column. No drag and drop: the menu is the one way to move, for everyone.
 */
export function PipelineBoard<S extends Key>({
  label,
  columns,
  cards,
  onMove,
  isLoading = false,
  labels: overrides,
  headingLevel = 3,
}: PipelineBoardProps<S>) {
  const labels = { ...defaultLabels, ...overrides };
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const labelOf = new Map(columns.map((column) => [column.status, column.label]));
  const statusLabel = (status: S) => labelOf.get(status) ?? String(status);

  return (
    <div className={styles.root}>
      <div
        role="region"
        aria-label={isLoading ? `${label} (${labels.loading})` : label}
        aria-busy={isLoading || undefined}
        // The row scrolls sideways; it takes focus so keyboard users can scroll it even with no cards.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={styles.scroller}
      >
        {columns.map((column, index) => {
          const inColumn = cards.filter((card) => card.status === column.status);
          const headingId = `${baseId}-${index}`;
          return (
            // A group, not a section: nine region landmarks per board would crowd the landmark list.
            <div
              key={String(column.status)}
              role="group"
              aria-labelledby={headingId}
              className={styles.column}
            >
              <Heading id={headingId} className={styles.columnHeader}>
                <span>{column.label}</span>
                {isLoading ? null : (
                  <Badge tone="neutral" aria-label={labels.count(inColumn.length)}>
                    {inColumn.length}
                  </Badge>
                )}
              </Heading>
              {isLoading ? (
                <div className={styles.cardList}>
                  {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <div key={i} className={styles.card}>
                      <Skeleton lines={3} />
                    </div>
                  ))}
                </div>
              ) : inColumn.length === 0 ? (
                <p className={styles.emptyColumn}>{labels.empty}</p>
              ) : (
                <ul className={styles.cardList}>
                  {inColumn.map((card) => (
                    <PipelineCard
                      key={card.id}
                      card={card}
                      statusLabel={statusLabel}
                      moveLabel={labels.moveCard}
                      moveTrigger={labels.moveTrigger}
                      onMove={onMove}
                    />
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

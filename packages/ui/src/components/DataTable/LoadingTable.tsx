import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/focus.css';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import { stackedLabel } from './stackedLabel';

type Align = 'start' | 'center' | 'end';

/** A column's header and body cell classes, aligned as the column says (the grid and the loading table). */
export const columnClass = (column: { align?: Align }) =>
  cx(styles.column, styles.align[column.align ?? 'start']);
export const cellClass = (column: { align?: Align }) =>
  cx(styles.cell, styles.align[column.align ?? 'start']);

export interface LoadingTableProps {
  label: string;
  loadingLabel: string;
  columns: readonly { id: string; header: string; align?: Align; skeletonWidth?: number | string }[];
  rowHeaderId: string | undefined;
  rowCount: number;
  isSelectable: boolean;
}

/**
 * The table while its rows load: the same columns and look, skeleton cells, and no interaction yet. Plain
 * HTML, not react-aria's Table: the first render of a page (where every table starts loading) then builds no
 * grid collection only to replace it when the rows arrive.
 */
export function LoadingTable({
  label,
  loadingLabel,
  columns,
  rowHeaderId,
  rowCount,
  isSelectable,
}: LoadingTableProps) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {isSelectable ? (
            <th className={cx(styles.column, styles.selectionCell)} aria-hidden="true" />
          ) : null}
          {columns.map((column) => (
            <th key={column.id} scope="col" className={columnClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rowCount }, (_, i) => (
          <tr key={i} className={styles.row}>
            {isSelectable ? (
              <td className={cx(styles.cell, styles.selectionCell)} aria-hidden="true" />
            ) : null}
            {columns.map((column) => (
              <td key={column.id} className={cellClass(column)} {...stackedLabel(column, rowHeaderId)}>
                <Skeleton width={column.skeletonWidth ?? '70%'} />
                {column.id === rowHeaderId ? <span className={visuallyHidden}>{loadingLabel}</span> : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
} from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/focus.css';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { TextField } from '../TextField';
import { PAGE_SIZES, pageCount, paginationRange, shownRange } from './pagination';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row for screen readers (one per table; default the first). */
  isRowHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Skeleton width while loading. */
  skeletonWidth?: number | string;
}

export interface DataTableBulkAction {
  label: string;
  onAction: (keys: Key[]) => void;
  tone?: Tone;
  isPending?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  getRowId: (row: T) => Key;
  totalCount: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];
  isLoading?: boolean;
  /** A message shown instead of rows when loading failed. */
  error?: ReactNode;
  /** Name search; omit to hide it. */
  onSearch?: (query: string) => void;
  onReset?: () => void;
  searchPlaceholder?: string;
  /** Multiple selection with checkboxes. */
  isSelectable?: boolean;
  selectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  bulkAction?: DataTableBulkAction;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  search: 'Search',
  reset: 'Reset',
  searchLabel: 'Full name',
  rowsPerPage: 'Rows per page',
  pagination: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page',
  selectAll: 'Select all rows',
  selectRow: 'Select row',
  loading: 'Loading rows',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} entries`,
  selected: (count: number) => `${count} selected`,
};

const SKELETON_ROWS = 5;

/** A column's header and body cell classes, aligned as the column says (the grid and the loading table). */
const columnClass = (column: { align?: DataTableColumn<unknown>['align'] }) =>
  cx(styles.column, styles.align[column.align ?? 'start']);
const cellClass = (column: { align?: DataTableColumn<unknown>['align'] }) =>
  cx(styles.cell, styles.align[column.align ?? 'start']);

/**
 * A paged table of spec 000 section 2.4 ("Dashboard panel"): name search with Search and Reset,
 * page sizes 10/25/50/75, pagination with 2 pages each side, row selection with a bulk action,
 * skeleton rows while loading and the "No Data Found" empty state. Data comes in by props.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  totalCount,
  page,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZES,
  isLoading = false,
  error,
  onSearch,
  onReset,
  searchPlaceholder = 'Search By Full Name',
  isSelectable = false,
  selectedKeys: controlledKeys,
  onSelectionChange,
  bulkAction,
  emptyTitle = 'No Data Found',
  emptyDescription = "Sorry, We Couldn't Find Any Data to Display",
  labels: labelOverrides,
}: DataTableProps<T>) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [query, setQuery] = useState('');
  const [ownKeys, setOwnKeys] = useState<Selection>(new Set());
  const selection: Selection =
    controlledKeys === undefined ? ownKeys : controlledKeys === 'all' ? 'all' : new Set(controlledKeys);
  const selectedIds: Key[] =
    selection === 'all'
      ? rows.map(getRowId)
      : [...selection].filter((key) => rows.some((row) => getRowId(row) === key));

  const setSelection = (keys: Selection) => {
    if (controlledKeys === undefined) setOwnKeys(keys);
    onSelectionChange?.(keys);
  };

  const totalPages = pageCount(totalCount, pageSize);
  const { from, to } = shownRange(page, pageSize, totalCount);
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
  const bodyRows: Array<{ key: Key; row: T }> = error ? [] : rows.map((row) => ({ key: getRowId(row), row }));

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {onSearch ? (
          <form
            role="search"
            className={styles.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              onSearch(query.trim());
            }}
          >
            <TextField
              label={labels.searchLabel}
              placeholder={searchPlaceholder}
              value={query}
              onChange={setQuery}
              type="search"
              className={styles.searchField}
            />
            <Button type="submit" tone="accent">
              <Icon name="search" size={16} />
              {labels.search}
            </Button>
            <Button
              variant="outline"
              tone="neutral"
              onPress={() => {
                setQuery('');
                onReset?.();
              }}
            >
              {labels.reset}
            </Button>
          </form>
        ) : (
          <span />
        )}
        <div className={styles.bulkBar}>
          {bulkAction && selectedIds.length > 0 ? (
            <>
              <span aria-live="polite">{labels.selected(selectedIds.length)}</span>
              <Button
                tone={bulkAction.tone ?? 'critical'}
                variant="soft"
                isPending={bulkAction.isPending}
                onPress={() => bulkAction.onAction(selectedIds)}
              >
                {bulkAction.label}
              </Button>
            </>
          ) : null}
          {onPageSizeChange ? (
            <Select
              label={labels.rowsPerPage}
              className={styles.pageSize}
              options={pageSizeOptions.map((n) => ({ id: n, label: String(n) }))}
              selectedKey={pageSize}
              onSelectionChange={(key) => key !== null && onPageSizeChange(Number(key))}
            />
          ) : null}
        </div>
      </div>

      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        {isLoading ? (
          <LoadingTable
            label={`${label} (${labels.loading})`}
            loadingLabel={labels.loading}
            columns={columns}
            rowHeaderId={rowHeaderId}
            rowCount={Math.min(pageSize, SKELETON_ROWS)}
            isSelectable={isSelectable}
          />
        ) : (
          <Table
            aria-label={label}
            selectionMode={isSelectable ? 'multiple' : 'none'}
            selectedKeys={selection}
            onSelectionChange={setSelection}
            className={styles.table}
          >
            <TableHeader>
              {isSelectable ? (
                <Column className={cx(styles.column, styles.selectionCell)}>
                  <Checkbox slot="selection" aria-label={labels.selectAll} />
                </Column>
              ) : null}
              {columns.map((column) => (
                <Column
                  key={column.id}
                  id={column.id}
                  isRowHeader={column.id === rowHeaderId}
                  className={columnClass(column)}
                >
                  {column.header}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              items={bodyRows}
              renderEmptyState={() =>
                error ? (
                  <div role="alert" className={styles.errorBox}>
                    {error}
                  </div>
                ) : (
                  <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={3} />
                )
              }
            >
              {(item) => (
                <Row id={item.key} className={styles.row}>
                  {isSelectable ? (
                    <Cell className={cx(styles.cell, styles.selectionCell)}>
                      <Checkbox slot="selection" aria-label={labels.selectRow} />
                    </Cell>
                  ) : null}
                  {columns.map((column) => (
                    <Cell key={column.id} className={cellClass(column)}>
                      {column.cell(item.row)}
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </div>

      <div className={styles.footer}>
        <span>{labels.showing(from, to, totalCount)}</span>
        {totalPages > 1 ? (
          <nav aria-label={labels.pagination}>
            <ul className={styles.pagination}>
              <li>
                <RACButton
                  className={styles.pageButton}
                  aria-label={labels.previous}
                  isDisabled={page <= 1}
                  onPress={() => onPageChange(page - 1)}
                >
                  <Icon name="chevronStart" size={16} />
                </RACButton>
              </li>
              {paginationRange(page, totalPages).map((item) =>
                typeof item === 'number' ? (
                  <li key={item}>
                    <RACButton
                      className={styles.pageButton}
                      aria-label={`${labels.page} ${item}`}
                      aria-current={item === page ? 'page' : undefined}
                      onPress={() => item !== page && onPageChange(item)}
                    >
                      {item}
                    </RACButton>
                  </li>
                ) : (
                  <li key={item} className={styles.ellipsis} aria-hidden="true">
                    …
                  </li>
                ),
              )}
              <li>
                <RACButton
                  className={styles.pageButton}
                  aria-label={labels.next}
                  isDisabled={page >= totalPages}
                  onPress={() => onPageChange(page + 1)}
                >
                  <Icon name="chevronEnd" size={16} />
                </RACButton>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The table while its rows load: the same columns and look, skeleton cells, and no interaction yet. Plain
 * HTML, not react-aria's Table: the first render of a page (where every table starts loading) then builds no
 * grid collection only to replace it when the rows arrive.
 */
function LoadingTable<T>({
  label,
  loadingLabel,
  columns,
  rowHeaderId,
  rowCount,
  isSelectable,
}: {
  label: string;
  loadingLabel: string;
  columns: readonly DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  rowCount: number;
  isSelectable: boolean;
}) {
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
              <td key={column.id} className={cellClass(column)}>
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

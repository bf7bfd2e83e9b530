import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import type { Tone } from '../../theme/tokens';
import { isolate } from '../../bidi';
import { cx } from '../../styles/cx';
import { Checkbox } from '../Checkbox';
import { EmptyState, type EmptyKind } from '../EmptyState';
import { stackedLabel } from './stackedLabel';
import { LoadingTable, cellClass, columnClass } from './LoadingTable';
import { Pagination } from './Pagination';
import { Toolbar, type PageSizeMenu } from './Toolbar';
import { useTableState } from './useTableState';
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
  /** The header sorts the table (with `sortDescriptor` and `onSortChange` on the table). */
  allowsSorting?: boolean;
}

export interface DataTableBulkAction {
  label: string;
  onAction: (keys: Key[]) => void;
  tone?: Tone;
  isPending?: boolean;
}

/**
 * The rows-per-page menu shows when `onPageSizeChange` is given, and then needs its sizes: the page-size
 * rule belongs to the app (`PAGE_SIZES` of `@talent/api/rules`), which the design system does not import.
 */
type PageSizeProps = PageSizeMenu | { onPageSizeChange?: undefined; pageSizeOptions?: readonly number[] };

interface DataTableBaseProps<T> {
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
  /** More actions for the selected rows, after `bulkAction`. */
  bulkActions?: readonly DataTableBulkAction[];
  /** The column and direction the rows are sorted by (the app sorts, usually on the server). */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** What the table lists, for the empty state's picture. */
  emptyKind?: EmptyKind;
  labels?: Partial<DataTableLabels>;
  /**
   * `auto` (default): a table, and on a narrow width (a phone, a narrow card) each row stacked as a card of
   * "column: value" lines, so no column is off screen. `table` and `cards` force one layout.
   */
  layout?: DataTableLayout;
}

export type DataTableLayout = 'auto' | 'table' | 'cards';

export type DataTableProps<T> = DataTableBaseProps<T> & PageSizeProps;

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
export type DataTableLabels = typeof defaultLabels;

const SKELETON_ROWS = 5;

/**
 * A paged table of spec 000 section 2.4 ("Dashboard panel"): name search with Search and Reset,
 * the app's page sizes, pagination with 2 pages each side, row selection with a bulk action,
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
  pageSizeOptions,
  isLoading = false,
  error,
  onSearch,
  onReset,
  searchPlaceholder = 'Search By Full Name',
  isSelectable = false,
  selectedKeys,
  onSelectionChange,
  bulkAction,
  bulkActions = [],
  sortDescriptor,
  onSortChange,
  emptyTitle = 'No Data Found',
  emptyDescription = "Sorry, We Couldn't Find Any Data to Display",
  emptyKind,
  labels: labelOverrides,
  layout = 'auto',
}: DataTableProps<T>) {
  const labels = { ...defaultLabels, ...labelOverrides };
  // A table wider than its box scrolls; keyboard users must be able to reach that scroll (axe
  // scrollable-region-focusable), so an overflowing box takes focus, and only then.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth + 1);
  }, [rows, columns, isLoading, layout]);
  const { query, setQuery, selection, setSelection, selectedIds, rowHeaderId, bodyRows } = useTableState({
    rows,
    getRowId,
    columns,
    selectedKeys,
    onSelectionChange,
    hasError: Boolean(error),
  });

  return (
    <div className={styles.root} data-layout={layout}>
      <Toolbar
        labels={labels}
        tableLabel={label}
        query={query}
        onQueryChange={setQuery}
        onSearch={onSearch}
        onReset={onReset}
        searchPlaceholder={searchPlaceholder}
        bulkActions={bulkAction ? [bulkAction, ...bulkActions] : bulkActions}
        selectedIds={selectedIds}
        pageSize={pageSize}
        pageSizeProps={onPageSizeChange ? { onPageSizeChange, pageSizeOptions } : undefined}
      />

      <div
        ref={scrollerRef}
        className={styles.scroller}
        aria-busy={isLoading || undefined}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
      >
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
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
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
                  allowsSorting={column.allowsSorting}
                  className={columnClass(column)}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <>
                      {column.header}
                      {allowsSorting ? (
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                        </span>
                      ) : null}
                    </>
                  )}
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
                  <EmptyState
                    title={emptyTitle}
                    description={emptyDescription}
                    kind={emptyKind}
                    headingLevel={null}
                  />
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
                    <Cell
                      key={column.id}
                      className={cellClass(column)}
                      {...stackedLabel(column, rowHeaderId)}
                    >
                      {isolate(column.cell(item.row))}
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </div>

      <Pagination
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        onPageChange={onPageChange}
        labels={labels}
        tableLabel={label}
      />
    </div>
  );
}

import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';

export interface TableStateOptions<T> {
  rows: readonly T[];
  getRowId: (row: T) => Key;
  columns: readonly { id: string; isRowHeader?: boolean }[];
  /** Controlled selection; leave undefined to let the table keep its own. */
  selectedKeys: 'all' | Iterable<Key> | undefined;
  onSelectionChange: ((keys: Selection) => void) | undefined;
  /** A load error empties the body, so the error shows where the rows would be. */
  hasError: boolean;
}

/**
 * The DataTable's own state, apart from its markup (Primer's `useTable`): the search text being typed,
 * the selection (controlled or not), the selected ids on this page for the bulk action, the row header
 * column and the body rows keyed for react-aria.
 */
export function useTableState<T>({
  rows,
  getRowId,
  columns,
  selectedKeys: controlledKeys,
  onSelectionChange,
  hasError,
}: TableStateOptions<T>) {
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

  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
  const bodyRows: Array<{ key: Key; row: T }> = hasError
    ? []
    : rows.map((row) => ({ key: getRowId(row), row }));

  return { query, setQuery, selection, setSelection, selectedIds, rowHeaderId, bodyRows };
}

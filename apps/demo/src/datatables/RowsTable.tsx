import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { DataTable, showToast, type DataTableColumn } from '@talent/ui';
import { useServerTable } from '../lib/useServerTable';
import {
  PAGE_SIZES,
  downloadCsv,
  initialTableParams,
  rowsCsv,
  rowsPath,
  type CandidateRow,
  type TableAnswer,
  type TableId,
} from './model';

/**
 * One of the data tables: search (q on name, company, e-mail, age, salary and start date), page sizes,
 * paging and sorting answered by the handler, and row selection kept across pages, whose rows "Download
 * CSV" saves.
 */
export function RowsTable<T extends CandidateRow>({
  table,
  label,
  columns,
}: {
  table: TableId;
  label: string;
  columns: DataTableColumn<T>[];
}) {
  const { rows, tableProps, sortProps } = useServerTable({
    path: rowsPath(table),
    initialParams: initialTableParams,
    rowsOf: (answer: TableAnswer<T>) => answer.invoices,
    pageSizes: PAGE_SIZES,
    failedTitle: 'The table could not be loaded.',
  });
  const [selected, setSelected] = useState<Map<Key, T>>(new Map());

  const onSelectionChange = (keys: Selection) => {
    setSelected((current) => {
      const next = new Map(current);
      const chosen = keys === 'all' ? new Set(rows.map((row) => row.id as Key)) : keys;
      for (const row of rows) {
        if (chosen.has(row.id)) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  };

  return (
    <DataTable
      label={label}
      columns={columns}
      getRowId={(row) => row.id}
      {...tableProps}
      searchPlaceholder="Name, company, e-mail, age, salary or date"
      labels={{
        searchLabel: `Search ${label.toLowerCase()}`,
        selected: () => `${selected.size} selected`,
      }}
      {...sortProps}
      isSelectable
      selectedKeys={rows.filter((row) => selected.has(row.id)).map((row) => row.id)}
      onSelectionChange={onSelectionChange}
      bulkActions={[
        {
          label: 'Download CSV',
          tone: 'accent',
          onAction: () => {
            const chosen = [...selected.values()].sort((a, b) => a.id - b.id);
            downloadCsv(`${table}.csv`, rowsCsv(chosen));
            showToast({ title: `${chosen.length} rows saved as CSV` });
          },
        },
        { label: 'Clear selection', tone: 'neutral', onAction: () => setSelected(new Map()) },
      ]}
      emptyKind="people"
      emptyTitle="No rows found"
      emptyDescription="No row matches this search."
    />
  );
}

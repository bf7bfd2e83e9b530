import type { Key } from 'react-aria-components';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import type { DataTableBulkAction, DataTableLabels } from './DataTable';
import * as styles from './DataTable.css';

/** The rows-per-page menu: the sizes come from the app, which owns the page-size rule. */
export interface PageSizeMenu {
  onPageSizeChange: (size: number) => void;
  pageSizeOptions: readonly number[];
}

export interface ToolbarProps {
  labels: Pick<DataTableLabels, 'search' | 'reset' | 'searchLabel' | 'rowsPerPage' | 'selected'>;
  /** The table's name: the search landmark is named after it, so two tables' searches differ. */
  tableLabel: string;
  /** The search text being typed; searched only on submit. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Omit to hide the search form. */
  onSearch: ((query: string) => void) | undefined;
  onReset: (() => void) | undefined;
  searchPlaceholder: string;
  bulkActions: readonly DataTableBulkAction[];
  /** The selected rows of this page: the bulk action shows once there is one. */
  selectedIds: Key[];
  pageSize: number;
  /** Omit to hide the rows-per-page menu. */
  pageSizeProps: PageSizeMenu | undefined;
}

/** Above the table: the name search with Search and Reset, the bulk action and the rows-per-page menu. */
export function Toolbar({
  labels,
  tableLabel,
  query,
  onQueryChange,
  onSearch,
  onReset,
  searchPlaceholder,
  bulkActions,
  selectedIds,
  pageSize,
  pageSizeProps,
}: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {onSearch ? (
        <form
          role="search"
          aria-label={`${labels.search}: ${tableLabel}`}
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
            onChange={onQueryChange}
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
              onQueryChange('');
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
        {bulkActions.length > 0 && selectedIds.length > 0 ? (
          <>
            <span aria-live="polite">{labels.selected(selectedIds.length)}</span>
            {bulkActions.map((action) => (
              <Button
                key={action.label}
                tone={action.tone ?? 'critical'}
                variant="soft"
                isPending={action.isPending}
                onPress={() => action.onAction(selectedIds)}
              >
                {action.label}
              </Button>
            ))}
          </>
        ) : null}
        {pageSizeProps ? (
          <Select
            label={labels.rowsPerPage}
            className={styles.pageSize}
            options={pageSizeProps.pageSizeOptions.map((n) => ({ id: n, label: String(n) }))}
            selectedKey={pageSize}
            onSelectionChange={(key) => key !== null && pageSizeProps.onPageSizeChange(Number(key))}
          />
        ) : null}
      </div>
    </div>
  );
}

export { DataTable, type DataTableBulkAction, type DataTableColumn, type DataTableProps } from './DataTable';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIBLINGS,
  PAGE_SIZES,
  pageCount,
  paginationRange,
  shownRange,
  type PageItem,
} from './pagination';

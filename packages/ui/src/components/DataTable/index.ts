export {
  DataTable,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableLayout,
  type DataTableProps,
} from './DataTable';
export { PAGE_SIBLINGS, pageCount, paginationRange, shownRange, type PageItem } from './pagination';
export { Pagination, type PaginationProps } from './Pagination';

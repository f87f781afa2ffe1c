export { BulkDeleteAction } from './bulk-delete-action';
export { DataTable } from './data-table';
export type { DataColumn, DataTableProps, RowAction, RowId, SortState } from './data-table';
export { Pagination, type PaginationProps } from './pagination';
export { SearchBox, type SearchBoxProps } from './search-box';
export {
  pageSearch,
  UrlPagination,
  type PageNavigate,
  type PageSearch,
  type UrlPaginationProps,
} from './url-pagination';
export {
  useBulkDelete,
  type BulkDelete,
  type BulkDeleteOptions,
  type BulkDeleteTexts,
  type IdsDeleteMutation,
} from './use-bulk-delete';

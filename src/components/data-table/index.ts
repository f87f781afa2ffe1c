export { BulkDeleteButton, DeleteFlowDialog } from './delete-flow-dialog';
export { DataTable, pageOf, rowsOf } from './data-table';
export type {
  DataColumn,
  DataTableProps,
  ListPage,
  ListQuery,
  RowAction,
  RowId,
  SortState,
} from './data-table';
export {
  FilterField,
  KeywordField,
  ListFilters,
  type FilterFieldProps,
  type KeywordFieldProps,
  type ListFiltersProps,
} from './list-filters';
export { ListPager, type ListPagerProps } from './list-pager';
export { COMPACT_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './page-size';
export { Pagination, type PaginationProps } from './pagination';
export { SearchBox, type SearchBoxProps } from './search-box';
export {
  useDeleteFlow,
  type DeleteFlow,
  type DeleteFlowOptions,
  type DeleteMutation,
  type DeleteTexts,
  type IdsDeleteMutation,
  type MutateCallbacks,
} from './use-delete-flow';
export { useListExport, type ListExportOptions } from './use-list-export';
export {
  pageSearch,
  prefixedSearch,
  useListSearch,
  type ListParams,
  type ListSearch,
  type ListSearchOptions,
  type ListSearchState,
  type SearchNavigate,
  type SortFields,
  type Unprefixed,
} from './use-list-search';
export { ChoiceFilter, type ChoiceFilterProps } from '@/components/ui/choice-filter';

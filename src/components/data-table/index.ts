export { AddButton, type AddButtonProps } from './add-button';
export type {
  DataColumn,
  DataTableProps,
  ListPage,
  ListQuery,
  RowAction,
  RowId,
  SortState,
} from './data-table';
export { DataTable, pageOf, rowsOf } from './data-table';
export { BulkDeleteButton, DeleteFlowDialog } from './delete-flow-dialog';
export {
  type ChoiceSpec,
  FilterField,
  type FilterFieldProps,
  KeywordField,
  type KeywordFieldProps,
  type KeywordSpec,
  ListChoice,
  type ListChoiceProps,
  ListFilters,
  type ListFiltersProps,
} from './list-filters';
export { ListPager, type ListPagerProps } from './list-pager';
export { COMPACT_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './page-size';
export { Pagination, type PaginationProps } from './pagination';
export { SearchBox, type SearchBoxProps } from './search-box';
export {
  type DeleteFlow,
  type DeleteFlowOptions,
  type DeleteMutation,
  type DeleteTexts,
  type IdsDeleteMutation,
  type MutateCallbacks,
  useDeleteFlow,
} from './use-delete-flow';
export { type ListExportOptions, useListExport } from './use-list-export';
export {
  type ListParams,
  type ListSearch,
  type ListSearchOptions,
  type ListSearchState,
  pageSearch,
  prefixedSearch,
  type SearchNavigate,
  type SortFields,
  type Unprefixed,
  useListSearch,
} from './use-list-search';
export { ChoiceFilter, type ChoiceFilterProps } from '@/components/ui/choice-filter';

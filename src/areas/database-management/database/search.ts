import type {
  DatabaseBackupSortBy,
  DatabaseBackupStatus,
  DatabaseTableSort,
} from '@/api/generated/model';
import type { ListSort } from '@/lib/list-search';

/** The database screen's URL search, as its route validates it (every field optional). */
export interface DatabaseSearch {
  instance?: number;
  keyword?: string;
  sortBy?: DatabaseTableSort;
  pageNo?: number;
  pageSize?: number;
  backupPageNo?: number;
  backupStatus?: DatabaseBackupStatus;
  /** The backup list's sort: its own keys, sortBy is the table list's. */
  backupSortBy?: DatabaseBackupSortBy;
  backupSortOrder?: 'asc' | 'desc';
}

/** The backup list's sort as the list call and the table header take it. */
export const backupSort = (search: DatabaseSearch): ListSort<DatabaseBackupSortBy> => ({
  sortBy: search.backupSortBy,
  sortOrder: search.backupSortOrder,
});

export const TABLE_SORTS = ['sizeBytes', 'rows', 'tableName', 'lastWriteAt'] as const;
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const DEFAULT_TABLE_SORT: DatabaseTableSort = 'sizeBytes';
export const BACKUP_PAGE_SIZE = 10;

export const isTableSort = (value: string | undefined): value is DatabaseTableSort =>
  (TABLE_SORTS as readonly string[]).includes(value ?? '');

/** Growth as a signed size: +12.0 GB, −3.0 GB, 0 B. */
export const signed = (bytes: number, format: (value: number) => string): string =>
  bytes > 0 ? `+${format(bytes)}` : bytes < 0 ? `−${format(-bytes)}` : format(0);

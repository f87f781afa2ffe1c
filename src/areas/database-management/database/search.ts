import type {
  DatabaseBackupSortBy,
  DatabaseBackupStatus,
  DatabaseTableSort,
} from '@/api/generated/model';

/** The database screen's URL search, as its route validates it (every field optional). */
export interface DatabaseSearch {
  instance?: number;
  keyword?: string;
  sortBy?: DatabaseTableSort;
  pageNo?: number;
  pageSize?: number;
  backupPageNo?: number;
  backupPageSize?: number;
  backupStatus?: DatabaseBackupStatus;
  /** The backup list's sort: its own keys, sortBy is the table list's. */
  backupSortBy?: DatabaseBackupSortBy;
  backupSortOrder?: 'asc' | 'desc';
}

export const TABLE_SORTS = ['sizeBytes', 'rows', 'tableName', 'lastWriteAt'] as const;
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const DEFAULT_TABLE_SORT: DatabaseTableSort = 'sizeBytes';

export const isTableSort = (value: string | undefined): value is DatabaseTableSort =>
  (TABLE_SORTS as readonly string[]).includes(value ?? '');

/** Growth as a signed size: +12.0 GB, −3.0 GB, 0 B. */
export const signed = (bytes: number, format: (value: number) => string): string =>
  bytes > 0 ? `+${format(bytes)}` : bytes < 0 ? `−${format(-bytes)}` : format(0);

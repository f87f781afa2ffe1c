import { useCallback } from 'react';

import type { DatabaseBackup } from '@/api/generated/model';
import { useDocumentVisibility } from '@/lib/use-document-visibility';

/** How often the backup list refreshes itself while a listed backup runs. */
export const BACKUP_POLL_MS = 2000;

/**
 * The refresh rule of the backup list: every few seconds while a listed backup runs, never once
 * all have settled, and never while the tab is hidden (it resumes on return).
 */
export function backupPollInterval(
  backups: readonly Pick<DatabaseBackup, 'status'>[] | undefined,
  visibility: DocumentVisibilityState,
): number | false {
  if (visibility === 'hidden') return false;
  return backups?.some((b) => b.status === 'running') ? BACKUP_POLL_MS : false;
}

interface BackupListQuery {
  state: { data?: { data: { list: readonly Pick<DatabaseBackup, 'status'>[] } } | undefined };
}

/** The rule as a `refetchInterval`; a new identity when visibility flips, read again at once. */
export function useBackupPollInterval(): (query: BackupListQuery) => number | false {
  const visibility = useDocumentVisibility();
  return useCallback(
    (query: BackupListQuery) => backupPollInterval(query.state.data?.data.list, visibility),
    [visibility],
  );
}

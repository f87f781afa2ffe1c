import { describe, expect, it } from 'vitest';

import type { DatabaseBackupStatus } from '@/api/generated/model';

import { BACKUP_POLL_MS, backupPollInterval } from './use-backup-polling';

const backups = (...statuses: DatabaseBackupStatus[]) => statuses.map((status) => ({ status }));

describe('backupPollInterval', () => {
  it('refreshes while a listed backup runs, not once all have settled', () => {
    expect(backupPollInterval(backups('succeeded', 'running'), 'visible')).toBe(BACKUP_POLL_MS);
    expect(backupPollInterval(backups('succeeded', 'failed'), 'visible')).toBe(false);
    expect(backupPollInterval(undefined, 'visible')).toBe(false);
  });

  it('pauses while the tab is hidden', () => {
    expect(backupPollInterval(backups('running'), 'hidden')).toBe(false);
  });
});

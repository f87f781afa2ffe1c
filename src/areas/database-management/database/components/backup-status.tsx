import type { DatabaseBackup } from '@/api/generated/model';
import { cn } from '@/lib/class-names';

import { backupStatusLabels, databaseStrings as s } from '../strings';

const tones: Record<string, string> = {
  running: 'bg-info-muted text-info-strong',
  succeeded: 'bg-success-muted text-success-strong',
  failed: 'bg-danger-muted text-danger-strong',
};

/** A backup's state: its label, progress while it runs, the reason when it failed. */
export function BackupStatus({ backup }: { backup: DatabaseBackup }) {
  const progress = Number.isFinite(backup.progress)
    ? Math.min(100, Math.max(0, backup.progress))
    : 0;
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <span
        className={cn(
          'inline-flex w-fit items-center gap-1 rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap',
          tones[backup.status] ?? tones.running,
        )}
      >
        {backupStatusLabels[backup.status] ?? backup.status}
      </span>
      {backup.status === 'running' ? (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={s.progressOf(backup.name)}
            className="h-1.5 w-20 overflow-hidden rounded bg-surface-strong"
          >
            <div className="h-full rounded bg-primary" style={{ width: `${progress}%` }} />
          </div>
          <span className="text-xs tabular-nums text-fg-muted">{progress}%</span>
        </div>
      ) : null}
      {backup.status === 'failed' && backup.message ? (
        <span className="text-xs break-all text-danger-text">{backup.message}</span>
      ) : null}
    </div>
  );
}

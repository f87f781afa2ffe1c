import type { OperationLog } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';

import { operationLogStrings as s } from '../strings';

/** One entry in full: who, what, when, from where, the result and the request summary. */
export function LogDetailDialog({
  log,
  onClose,
}: {
  log: OperationLog | null;
  onClose: () => void;
}) {
  const rows: [string, string][] = log
    ? [
        [s.time, formatDateTime(log.time)],
        [s.account, log.username],
        [s.action, s.actionLabels[log.action] ?? log.action],
        [s.target, log.target],
        [s.ip, log.ip],
        [s.result, s.resultLabels[log.result] ?? log.result],
        ...(log.message ? ([[s.message, log.message]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Dialog open={log !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {log ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{s.detailTitle}</DialogTitle>
            <DialogDescription>
              {s.detailDescription(log.username, formatDateTime(log.time))}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-fg-muted">{term}</dt>
                <dd className="break-all text-fg">{value}</dd>
              </div>
            ))}
            <dt className="text-fg-muted">{s.request}</dt>
            <dd>
              <pre className="rounded bg-surface-hover p-2 font-mono text-xs break-all whitespace-pre-wrap">
                {log.request ?? s.noRequest}
              </pre>
            </dd>
          </dl>
          <DialogFooter>
            <Button onClick={onClose}>{s.close}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

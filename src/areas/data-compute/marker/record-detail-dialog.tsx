import { failureText } from '@/api/errors';
import { useGetMarkerRuleRecord } from '@/api/generated/endpoints/data-compute/data-compute';
import { Authorized } from '@/components/auth/authorized';
import { Alert } from '@/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatNumber } from '@/lib/format';

import { StatusBadge } from './marker-columns';
import { RecordUpdateForm } from './record-update-form';
import { markerStrings as s } from './strings';

export interface RecordDetailDialogProps {
  /** Record id to show; undefined keeps the dialog closed. */
  target: number | undefined;
  onClose: () => void;
}

/** One record (rule_rcd) with its processing status and remark, editable (rule_rcd/update). */
export function RecordDetailDialog({ target: id, onClose }: RecordDetailDialogProps) {
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{s.detailTitle(id ?? 0)}</DialogTitle>
          <DialogDescription>{s.detailDescription}</DialogDescription>
        </DialogHeader>
        {id !== undefined ? <RecordDetail key={id} id={id} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RecordDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useGetMarkerRuleRecord({ id }, { query: { staleTime: 0 } });

  if (query.status === 'pending') return <Spinner label={s.detailDescription} />;
  if (query.status === 'error') {
    return (
      <Alert title={s.loadFailed} onRetry={() => void query.refetch()}>
        {failureText(query.error, null)}
      </Alert>
    );
  }
  const record = query.data.data;

  const facts: [string, string][] = [
    [s.columns.rule, record.ruleName],
    [s.columns.vin, record.vin],
    [s.columns.plate, record.plate ?? '—'],
    [s.columns.port, record.portType],
    [s.columns.time, formatDateTime(record.timeStamp)],
    [s.columns.signal, record.signalName],
    [s.columns.value, formatNumber(record.signalValue, 3)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-subtle">{label}</dt>
            <dd className="break-all text-fg">{value}</dd>
          </div>
        ))}
        <dt className="text-fg-subtle">{s.columns.status}</dt>
        <dd>
          <StatusBadge status={record.status} />
          {record.updatedBy ? (
            <span className="ms-2 text-xs text-fg-subtle">
              {s.updatedByAt(record.updatedBy, formatDateTime(record.updatedAt))}
            </span>
          ) : null}
        </dd>
      </dl>
      <Authorized code="compute:marker-edit">
        <RecordUpdateForm record={record} onClose={onClose} />
      </Authorized>
    </div>
  );
}

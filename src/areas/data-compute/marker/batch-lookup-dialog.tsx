import { type FormEvent, useEffect, useState } from 'react';

import { useListMarkerRuleRecordsByIds } from '@/api/generated/endpoints/data-compute/data-compute';
import { listMarkerRuleRecordsByIdsBodyLimits as limits } from '@/api/generated/limits';
import type { MarkerRuleRecord } from '@/api/generated/model';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';

import { markerColumns } from './marker-columns';
import { parseIdList } from './parse-ids';
import { markerStrings as s } from './strings';

export interface BatchLookupDialogProps {
  open: boolean;
  /** Ids to look up at once (the selected rows); empty lets the user type them. */
  initialIds: readonly number[];
  onClose: () => void;
  onOpenRecord: (id: number) => void;
}

const resultColumns = markerColumns().filter((column) =>
  ['id', 'ruleName', 'vin', 'timeStamp', 'status', 'remark'].includes(column.id),
);

/** Look-up by ids (rule_rcds): records by a list of ids, in the order asked. */
export function BatchLookupDialog(props: BatchLookupDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{s.lookupTitle}</DialogTitle>
          <DialogDescription>{s.lookupDescription(limits.ids.maxItems)}</DialogDescription>
        </DialogHeader>
        {props.open ? <BatchLookup key={props.initialIds.join(',')} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BatchLookup({ initialIds, onOpenRecord }: BatchLookupDialogProps) {
  const lookup = useListMarkerRuleRecordsByIds();
  const [text, setText] = useState(initialIds.join(', '));
  const [error, setError] = useState<string | undefined>();
  const [asked, setAsked] = useState<number[]>(() => [...initialIds]);
  const { mutate } = lookup;

  const run = (ids: number[]) => {
    setAsked(ids);
    mutate({ data: { ids } });
  };
  // Opened for the selected rows: look them up at once (the dialog mounts fresh per id list).
  useEffect(() => {
    if (initialIds.length === 0) return;
    mutate({ data: { ids: [...initialIds] } });
  }, [initialIds, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseIdList(text);
    setError(parsed.error);
    if (!parsed.error) run(parsed.ids);
  };

  const found: readonly MarkerRuleRecord[] | undefined = lookup.data?.data;
  const missing = found ? asked.filter((id) => !found.some((row) => row.id === id)) : [];
  const status = lookup.isPending ? 'pending' : lookup.isError ? 'error' : 'success';
  return (
    <div className="flex flex-col gap-3">
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <FormField label={s.lookupField} error={error} className="flex-1">
          <textarea
            name="ids"
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            className="w-full rounded-md border border-border px-3 py-2 font-mono text-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30 aria-invalid:border-danger"
          />
        </FormField>
        <Button type="submit" variant="primary" className="mt-6" pending={lookup.isPending}>
          {s.lookupSubmit}
        </Button>
      </form>
      {lookup.isIdle ? null : (
        <>
          {found ? (
            <p role="status" className="text-sm text-fg-muted">
              {s.lookupResult(found.length, asked.length)}
              {missing.length > 0 ? s.lookupMissing(missing.join(', ')) : null}
            </p>
          ) : null}
          <DataTable
            label={s.lookupTable}
            columns={resultColumns}
            rows={found}
            getRowId={(row) => row.id}
            status={status}
            error={lookup.error}
            onRetry={() => run(asked)}
            onRowClick={(row) => onOpenRecord(row.id)}
          />
        </>
      )}
    </div>
  );
}

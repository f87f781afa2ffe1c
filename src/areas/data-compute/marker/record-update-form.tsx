import { useRef, useState, type FormEvent } from 'react';
import { updateMarkerRuleRecordBodyLimits as limits } from '@/api/generated/limits';
import type { MarkerRuleRecord, MarkerRuleRecordStatus } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { markerStrings as s } from './strings';

/** Status and remark rules of rule_rcd/update: remark at most 500 characters, a reason to ignore. */
export function recordUpdateError(status: number, remark: string): string | undefined {
  if (remark.trim().length > limits.remark.maxLength) return s.errors.remarkTooLong;
  if (status === 2 && remark.trim() === '') return s.errors.remarkRequiredForIgnore;
  return undefined;
}

export interface RecordUpdateFormProps {
  record: MarkerRuleRecord;
  pending: boolean;
  onSubmit: (status: MarkerRuleRecordStatus, remark: string) => void;
  onCancel: () => void;
}

export function RecordUpdateForm({ record, pending, onSubmit, onCancel }: RecordUpdateFormProps) {
  const [status, setStatus] = useState<MarkerRuleRecordStatus>(record.status);
  const [remark, setRemark] = useState(record.remark ?? '');
  const [error, setError] = useState<string | undefined>();
  const remarkRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = recordUpdateError(status, remark);
    setError(problem);
    if (problem) {
      remarkRef.current?.focus();
      return;
    }
    onSubmit(status, remark.trim());
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <Select
        value={String(status)}
        onValueChange={(v) => setStatus(Number(v) as MarkerRuleRecordStatus)}
      >
        <FormField label={s.updateStatus}>
          <SelectTrigger className="w-40">
            <SelectValue />
          </SelectTrigger>
        </FormField>
        <SelectContent>
          {[0, 1, 2].map((value) => (
            <SelectItem key={value} value={String(value)}>
              {s.statuses[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FormField label={s.remark} hint={s.remarkHint} error={error}>
        <textarea
          ref={remarkRef}
          name="remark"
          rows={3}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter saves from the multi-line field; plain Enter makes a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30 aria-invalid:border-red-600"
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel} disabled={pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {s.save}
        </Button>
      </div>
    </form>
  );
}

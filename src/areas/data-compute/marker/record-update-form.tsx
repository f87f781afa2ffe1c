import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';

import {
  getGetMarkerRuleRecordQueryKey,
  getListMarkerRuleRecordsQueryKey,
  updateMarkerRuleRecord,
} from '@/api/generated/endpoints/data-compute/data-compute';
import { updateMarkerRuleRecordBodyLimits as limits } from '@/api/generated/limits';
import type { MarkerRuleRecord } from '@/api/generated/model';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { ContractFormRoot } from '@/components/forms/form-root';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';

import { markerStrings as s } from './strings';

export interface RecordUpdateFormProps {
  record: MarkerRuleRecord;
  onClose: () => void;
}

const statusOptions = [0, 1, 2].map((value) => ({
  value: String(value),
  label: s.statuses[value] ?? String(value),
}));

// Ctrl/Cmd+Enter saves from the multi-line field; plain Enter makes a new line.
const submitOnCtrlEnter = (event: KeyboardEvent<HTMLElement>) => {
  const target = event.target;
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && 'form' in target) {
    (target as HTMLTextAreaElement).form?.requestSubmit();
  }
};

/** Status and remark of one record (rule_rcd/update); ignoring a record wants a reason. */
export function RecordUpdateForm({ record, onClose }: RecordUpdateFormProps) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then(
        (m) => m.UpdateMarkerRuleRecordBody,
      ),
    defaultValues: { status: String(record.status), remark: record.remark ?? '' },
    toBody: (v) => ({ id: record.id, status: Number(v.status), remark: v.remark.trim() }),
    rules: (v) => ({
      remark: v.status === '2' && v.remark.trim() === '' && s.errors.remarkRequiredForIgnore,
    }),
    submit: async (data) => {
      const answer = await updateMarkerRuleRecord(data);
      queryClient.setQueryData(getGetMarkerRuleRecordQueryKey({ id: record.id }), answer);
    },
    onSaved: () => {
      notify({ kind: 'success', message: s.updated });
      void queryClient.invalidateQueries({ queryKey: getListMarkerRuleRecordsQueryKey() });
      onClose();
    },
  });

  return (
    <ContractFormRoot form={form} className="flex flex-col gap-3 border-t border-border-muted pt-4">
      {null}
      <ChoiceField name="status" label={s.updateStatus} options={statusOptions} className="w-40" />
      <div onKeyDown={submitOnCtrlEnter}>
        <TextField
          name="remark"
          label={s.remark}
          hint={s.remarkHint(limits.remark.maxLength)}
          rows={3}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} disabled={form.pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={form.pending}>
          {s.save}
        </Button>
      </div>
    </ContractFormRoot>
  );
}

import { useQueryClient } from '@tanstack/react-query';

import {
  getListDatasetStrategiesQueryKey,
  saveDatasetStrategy,
  updateDatasetStrategy,
} from '@/api/generated/endpoints/data-compute/data-compute';
import { saveDatasetStrategyBodyLimits as limits } from '@/api/generated/limits';
import type { DatasetStrategy } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { strategyFormValues, strategyRules, toStrategyBody } from './strategy-form';
import { dashboardStrings as s } from './strings';

export type StrategyFormTarget = { mode: 'add' } | { mode: 'edit'; strategy: DatasetStrategy };

export interface StrategyFormDialogProps {
  target: StrategyFormTarget | null;
  onClose: () => void;
}

const typeOptions = [
  { value: 'calc', label: s.types.calc ?? 'calc' },
  { value: 'raw', label: s.types.raw ?? 'raw' },
];

/** Add or edit a dataset strategy; the dialog mounts fresh for each target. */
export function StrategyFormDialog({ target, onClose }: StrategyFormDialogProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose} className="max-w-2xl">
      {target ? (
        <StrategyForm
          key={target.mode === 'edit' ? target.strategy.id : 'add'}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function StrategyForm({ target, onClose }: { target: StrategyFormTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const editing = target.mode === 'edit' ? target.strategy : undefined;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then(
        (m) => m.SaveDatasetStrategyBody,
      ),
    defaultValues: strategyFormValues(editing),
    toBody: (values) => toStrategyBody(values, editing?.sigList),
    rules: strategyRules,
    submit: (data) =>
      editing ? updateDatasetStrategy({ id: editing.id, ...data }) : saveDatasetStrategy(data),
    onSaved: () => {
      notify({ kind: 'success', message: s.saved });
      void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() });
      onClose();
    },
  });
  const title = editing ? s.formEditTitle : s.formAddTitle;

  return (
    <FormDialogBody form={form} title={title} description={title} onCancel={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="strategy_name"
          label={s.fields.name}
          hint={s.hints.name(limits.strategy_name.maxLength)}
          required
        />
        <TextField name="strategy_name_chn" label={s.fields.nameChn} required />
        <ChoiceField name="strategy_type" label={s.fields.type} options={typeOptions} />
        <TextField name="dbc_cfg" label={s.fields.dbc} required />
        <TextField
          name="sigList"
          label={s.fields.signals}
          hint={s.hints.signals}
          rows={5}
          required
          className="sm:col-span-2"
        />
        <TextField
          name="grafanaUrls"
          label={s.fields.urls}
          hint={s.hints.urls}
          rows={2}
          className="sm:col-span-2"
        />
      </div>
    </FormDialogBody>
  );
}

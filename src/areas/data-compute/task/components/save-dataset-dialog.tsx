import { saveDataset } from '@/api/generated/endpoints/data-compute/data-compute';
import { saveDatasetBodyLimits as limits } from '@/api/generated/limits';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { taskStrings as s } from '../strings';

export interface DatasetStrategyRef {
  id: number;
  name: string;
}

interface SaveDatasetDialogProps {
  /** The strategy to save a dataset from; null closes the dialog. */
  strategy: DatasetStrategyRef | null;
  onClose: () => void;
}

/** Save dataset: names a dataset built from one strategy (POST /api/dataset/save). */
export function SaveDatasetDialog({ strategy, onClose }: SaveDatasetDialogProps) {
  return (
    <FormDialog open={strategy !== null} onClose={onClose}>
      {strategy ? (
        <SaveDatasetForm key={strategy.id} strategy={strategy} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}

function SaveDatasetForm({
  strategy,
  onClose,
}: {
  strategy: DatasetStrategyRef;
  onClose: () => void;
}) {
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then((m) => m.SaveDatasetBody),
    defaultValues: { name: '', description: '' },
    toBody: ({ name, description }) => ({
      strategyId: strategy.id,
      name: name.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
    }),
    submit: (data) => saveDataset(data),
    onSaved: (data) => {
      notify({ kind: 'success', message: s.datasetSaved(data.name) });
      onClose();
    },
    failure: s.datasetSaveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={s.datasetTitle}
      description={s.datasetDescription(strategy.name)}
      onCancel={onClose}
    >
      <TextField
        name="name"
        label={s.datasetName}
        required
        autoFocus
        placeholder={s.datasetNamePlaceholder}
        maxLength={limits.name.maxLength + 10}
      />
      <TextField name="description" label={s.datasetDescriptionLabel} rows={3} />
    </FormDialogBody>
  );
}

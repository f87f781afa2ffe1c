import { useRef, useState, type FormEvent } from 'react';
import { useSaveDataset } from '@/api/generated/endpoints/data-compute/data-compute';
import { saveDatasetBodyLimits as limits } from '@/api/generated/limits';
import { failureText } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { taskStrings as s } from '../strings';

export interface DatasetStrategyRef {
  id: number;
  name: string;
}

interface Values {
  name: string;
  description: string;
}

type Errors = Partial<Record<keyof Values, string>>;

export function validateDataset({ name, description }: Values): Errors {
  const errors: Errors = {};
  if (name.trim() === '') errors.name = s.datasetNameRequired;
  else if (name.trim().length > limits.name.maxLength) {
    errors.name = s.datasetNameTooLong(limits.name.maxLength);
  }
  if (description.trim().length > limits.description.maxLength) {
    errors.description = s.datasetDescriptionTooLong(limits.description.maxLength);
  }
  return errors;
}

interface SaveDatasetDialogProps {
  /** The strategy to save a dataset from; null closes the dialog. */
  strategy: DatasetStrategyRef | null;
  onClose: () => void;
}

/** Save dataset: names a dataset built from one strategy (POST /api/dataset/save). */
export function SaveDatasetDialog({ strategy, onClose }: SaveDatasetDialogProps) {
  return (
    <Dialog open={strategy !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {strategy ? (
        <DialogContent>
          <SaveDatasetForm key={strategy.id} strategy={strategy} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SaveDatasetForm({
  strategy,
  onClose,
}: {
  strategy: DatasetStrategyRef;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ name: '', description: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDataset();
  const errors = submitted ? validateDataset(values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, ['name', 'description'], validateDataset(values))) {
      return;
    }
    setServerError(null);
    const description = values.description.trim();
    save.mutate(
      {
        data: {
          strategyId: strategy.id,
          name: values.name.trim(),
          ...(description ? { description } : {}),
        },
      },
      {
        onSuccess: ({ data }) => {
          notify({ kind: 'success', message: s.datasetSaved(data.name) });
          onClose();
        },
        onError: (error) => setServerError(failureText(error, s.datasetSaveFailed)),
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.datasetTitle}</DialogTitle>
        <DialogDescription>{s.datasetDescription(strategy.name)}</DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <FormField label={s.datasetName} error={errors.name} required>
        <Input
          name="name"
          autoFocus
          maxLength={limits.name.maxLength + 10}
          placeholder={s.datasetNamePlaceholder}
          value={values.name}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        />
      </FormField>
      <FormField label={s.datasetDescriptionLabel} error={errors.description}>
        <textarea
          name="description"
          rows={3}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30"
          value={values.description}
          onChange={(event) => setValues((v) => ({ ...v, description: event.target.value }))}
        />
      </FormField>
      <DialogFooter>
        <Button onClick={onClose} disabled={save.isPending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={save.isPending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

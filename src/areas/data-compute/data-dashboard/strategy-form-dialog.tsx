import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDatasetStrategiesQueryKey,
  useSaveDatasetStrategy,
  useUpdateDatasetStrategy,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DatasetStrategy, StrategyType } from '@/api/generated/model';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { notifyActionError } from './notify-error';
import {
  strategyFieldOrder,
  strategyFormValues,
  validateStrategyForm,
  type StrategyErrors,
  type StrategyFormValues,
} from './strategy-form';
import { dashboardStrings as s } from './strings';

export type StrategyFormTarget = { mode: 'add' } | { mode: 'edit'; strategy: DatasetStrategy };

export interface StrategyFormDialogProps {
  target: StrategyFormTarget | null;
  onClose: () => void;
}

const textareaClass =
  'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30 aria-invalid:border-red-600';

/** Add or edit a dataset strategy; the dialog mounts fresh for each target. */
export function StrategyFormDialog({ target, onClose }: StrategyFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <StrategyForm
          key={target.mode === 'edit' ? target.strategy.id : 'add'}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function StrategyForm({ target, onClose }: { target: StrategyFormTarget; onClose: () => void }) {
  const queryClient = useQueryClient();
  const editing = target.mode === 'edit' ? target.strategy : undefined;
  const [values, setValues] = useState<StrategyFormValues>(() => strategyFormValues(editing));
  const [errors, setErrors] = useState<StrategyErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveDatasetStrategy();
  const update = useUpdateDatasetStrategy();
  const pending = save.isPending || update.isPending;

  const set = (field: keyof StrategyFormValues) => (value: string) =>
    setValues((prev) => ({ ...prev, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateStrategyForm(values, editing?.sigList);
    setErrors(result.errors);
    if (!result.request) {
      focusFirstInvalid(formRef.current, strategyFieldOrder, result.errors);
      return;
    }
    const done = {
      onSuccess: () => {
        notify({ kind: 'success', message: s.saved });
        void queryClient.invalidateQueries({ queryKey: getListDatasetStrategiesQueryKey() });
        onClose();
      },
      onError: notifyActionError,
    };
    if (editing) update.mutate({ data: { id: editing.id, ...result.request } }, done);
    else save.mutate({ data: result.request }, done);
  };

  return (
    <DialogContent
      className="max-w-2xl"
      onEscapeKeyDown={(event) => (pending ? event.preventDefault() : undefined)}
      onInteractOutside={(event) => event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>{editing ? s.formEditTitle : s.formAddTitle}</DialogTitle>
        <DialogDescription className="sr-only">
          {editing ? s.formEditTitle : s.formAddTitle}
        </DialogDescription>
      </DialogHeader>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField label={s.fields.name} hint={s.hints.name} error={errors.strategy_name} required>
          <Input
            name="strategy_name"
            value={values.strategy_name}
            onChange={(e) => set('strategy_name')(e.target.value)}
          />
        </FormField>
        <FormField label={s.fields.nameChn} error={errors.strategy_name_chn} required>
          <Input
            name="strategy_name_chn"
            value={values.strategy_name_chn}
            onChange={(e) => set('strategy_name_chn')(e.target.value)}
          />
        </FormField>
        <Select
          name="strategy_type"
          value={values.strategy_type}
          onValueChange={(v) => set('strategy_type')(v as StrategyType)}
        >
          <FormField label={s.fields.type} error={errors.strategy_type}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            <SelectItem value="calc">{s.types.calc}</SelectItem>
            <SelectItem value="raw">{s.types.raw}</SelectItem>
          </SelectContent>
        </Select>
        <FormField label={s.fields.dbc} error={errors.dbc_cfg} required>
          <Input
            name="dbc_cfg"
            value={values.dbc_cfg}
            onChange={(e) => set('dbc_cfg')(e.target.value)}
          />
        </FormField>
        <FormField
          label={s.fields.signals}
          hint={s.hints.signals}
          error={errors.signals}
          required
          className="sm:col-span-2"
        >
          <textarea
            name="signals"
            rows={5}
            className={textareaClass}
            value={values.signals}
            onChange={(e) => set('signals')(e.target.value)}
          />
        </FormField>
        <FormField
          label={s.fields.urls}
          hint={s.hints.urls}
          error={errors.urls}
          className="sm:col-span-2"
        >
          <textarea
            name="urls"
            rows={2}
            className={textareaClass}
            value={values.urls}
            onChange={(e) => set('urls')(e.target.value)}
          />
        </FormField>
        <DialogFooter className="sm:col-span-2">
          <Button onClick={onClose} disabled={pending}>
            {s.cancel}
          </Button>
          <Button type="submit" variant="primary" pending={pending}>
            {s.save}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

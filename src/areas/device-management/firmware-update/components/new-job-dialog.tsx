import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type FieldError,
  FormProvider,
  get,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';

import {
  createUpgradeJob,
  getListUpgradeJobsQueryKey,
} from '@/api/generated/endpoints/device-management/device-management';
import { useListFirmware } from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { UpgradeJob, UpgradeJobCreateRequest } from '@/api/generated/model';
import { DescribeContext, useDescribeField } from '@/components/forms/form-context';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { jobBody, type JobForm, jobRules, newJobForm } from '../job-form';
import { upgradeObjLabels, upgradeStrings as s } from '../strings';
import { TargetDevices } from './target-devices';

export interface NewJobDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (job: UpgradeJob) => void;
}

/** The new upgrade job: firmware, target devices, an optional staged rollout, confirmed before it starts. */
export function NewJobDialog({ open, onClose, onCreated }: NewJobDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent className="max-h-[92vh] max-w-4xl overflow-y-auto">
          <NewJobForm onClose={onClose} onCreated={onCreated} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The question asked before the job starts, and the answer once given. */
interface Asking {
  body: UpgradeJobCreateRequest;
  answer: (start: boolean) => void;
  sent: boolean;
}

const FIRMWARE = 'firmwareId';

function NewJobForm({ onClose, onCreated }: Omit<NewJobDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const [asking, setAsking] = useState<Asking | null>(null);
  const created = useRef<UpgradeJob | null>(null);
  const form = useContractForm<JobForm, UpgradeJobCreateRequest>({
    schema: () =>
      import('@/api/generated/zod/device-management/device-management.zod').then(
        (m) => m.CreateUpgradeJobBody,
      ),
    defaultValues: newJobForm,
    toBody: jobBody,
    rules: (values) =>
      jobRules(values, { firstBatch: s.firstBatchInvalid, threshold: s.thresholdInvalid }),
    confirm: (body) => new Promise<boolean>((answer) => setAsking({ body, answer, sent: false })),
    submit: async (body) => {
      try {
        created.current = (await createUpgradeJob(body)).data;
      } finally {
        setAsking(null);
      }
    },
    onSaved: () => {
      const job = created.current;
      if (!job) return;
      notify({ kind: 'success', message: s.created(job.id) });
      void queryClient.invalidateQueries({ queryKey: getListUpgradeJobsQueryKey() });
      onCreated(job);
    },
    failure: s.createFailed,
  });
  const { methods } = form;
  const upgradeObj = useController<JobForm, 'upgrade_obj', UpgradeJobCreateRequest>({
    name: 'upgrade_obj',
    control: methods.control,
  }).field;
  const firmwareId = useController<JobForm, 'firmwareId', UpgradeJobCreateRequest>({
    name: FIRMWARE,
    control: methods.control,
  }).field;
  const targets = useController<JobForm, 'deviceIds', UpgradeJobCreateRequest>({
    name: 'deviceIds',
    control: methods.control,
  }).field;
  const { errors } = useFormState({ control: methods.control });
  const message = (name: string) => (get(errors, name) as FieldError | undefined)?.message;
  const firmware = useListFirmware({
    pageNo: 1,
    pageSize: 200,
    upgrade_obj: Number(upgradeObj.value),
  });
  const choices = firmware.data?.data.list ?? [];
  const chosen = choices.find((f) => String(f.id) === firmwareId.value);
  const rolloutOn = methods.watch('rollout.enabled');
  const { describe } = form;
  useEffect(() => describe(FIRMWARE, { label: s.firmware, kind: 'choice' }), [describe]);
  useEffect(() => describe('deviceIds', { label: s.targets, kind: 'choice' }), [describe]);
  const firmwareRef = firmwareId.ref;
  // The choice's trigger takes the focus when the firmware is what is missing.
  useEffect(
    () =>
      firmwareRef({
        focus: () => document.querySelector<HTMLElement>(`button[name="${FIRMWARE}"]`)?.focus(),
      }),
    [firmwareRef],
  );

  const firmwareName = chosen ? s.firmwareOption(chosen.name, chosen.version) : '';
  const plan = asking?.body;

  return (
    <FormProvider {...methods}>
      <DescribeContext value={form.describe}>
        {/* Not a <form>: the device table's page jump is a form of its own, and forms cannot nest. */}
        <div className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{s.newJob}</DialogTitle>
            <DialogDescription>{s.newJobDescription}</DialogDescription>
          </DialogHeader>
          {form.failure ? <Alert>{form.failure}</Alert> : null}
          <div className="flex flex-wrap gap-4">
            <SelectField
              label={s.upgradeObj}
              className="w-40"
              value={upgradeObj.value}
              onValueChange={(next) => {
                upgradeObj.onChange(next);
                firmwareId.onChange('');
                targets.onChange([]);
              }}
            >
              {Object.entries(objects).map(([id, label]) => (
                <SelectItem key={id} value={id}>
                  {label}
                </SelectItem>
              ))}
            </SelectField>
            <SelectField
              label={s.firmware}
              name={FIRMWARE}
              className="w-72"
              required
              placeholder={
                choices.length === 0 && !firmware.isPending ? s.noFirmware : s.chooseFirmware
              }
              error={message(FIRMWARE)}
              value={firmwareId.value}
              onValueChange={(next) => {
                const picked = choices.find((f) => String(f.id) === next);
                // Devices chosen for another model cannot take this firmware.
                if (picked?.model_number !== chosen?.model_number) targets.onChange([]);
                firmwareId.onChange(next);
              }}
            >
              {choices.map((f) => (
                <SelectItem key={f.id} value={String(f.id)}>
                  {s.firmwareOption(f.name, f.version)}
                </SelectItem>
              ))}
            </SelectField>
          </div>
          <TargetDevices
            model={chosen?.model_number}
            selected={new Set(targets.value)}
            onChange={(next) => targets.onChange([...next])}
            error={message('deviceIds')}
          />
          <fieldset className="flex flex-wrap items-start gap-4">
            <label className="mt-7 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                {...methods.register('rollout.enabled')}
              />
              {s.stagedRollout}
            </label>
            <RolloutField
              name="rollout.firstBatchSize"
              label={s.firstBatch}
              disabled={!rolloutOn}
            />
            <RolloutField name="rollout.threshold" label={s.threshold} disabled={!rolloutOn} />
          </fieldset>
          <DialogFooter>
            <Button onClick={onClose} disabled={form.pending}>
              {s.cancel}
            </Button>
            <Button variant="primary" pending={form.pending} onClick={form.requestSubmit}>
              {s.start}
            </Button>
          </DialogFooter>
          <ConfirmDialog
            open={asking !== null}
            onOpenChange={(next) => {
              if (next || !asking) return;
              asking.answer(false);
              setAsking(null);
            }}
            title={s.confirmTitle}
            description={
              plan?.rollout
                ? s.confirmStaged(
                    firmwareName,
                    plan.deviceIds.length,
                    plan.rollout.firstBatchSize,
                    Math.round(plan.rollout.maxFailureRate * 100),
                  )
                : s.confirmPlain(firmwareName, plan?.deviceIds.length ?? 0)
            }
            confirmLabel={s.start}
            pending={asking?.sent ?? false}
            onConfirm={() => {
              if (!asking || asking.sent) return;
              asking.answer(true);
              setAsking({ ...asking, sent: true });
            }}
          />
        </div>
      </DescribeContext>
    </FormProvider>
  );
}

interface RolloutFieldProps {
  name: 'rollout.firstBatchSize' | 'rollout.threshold';
  label: string;
  disabled: boolean;
}

/** One number of the staged rollout, typed; its message under it. */
function RolloutField({ name, label, disabled }: RolloutFieldProps) {
  useDescribeField(name, { label, kind: 'text' });
  const { register } = useFormContext<JobForm>();
  const { errors } = useFormState<JobForm>({ name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return (
    <FormField label={label} error={error} className="w-40">
      <Input inputMode="numeric" autoComplete="off" disabled={disabled} {...register(name)} />
    </FormField>
  );
}

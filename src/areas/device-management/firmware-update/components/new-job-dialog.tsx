import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getListUpgradeJobsQueryKey,
  useCreateUpgradeJob,
} from '@/api/generated/endpoints/device-management/device-management';
import { useListFirmware } from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { UpgradeJob } from '@/api/generated/model';
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

import { type RolloutInput, rolloutProblems } from '../job-rules';
import { upgradeObjLabels, upgradeStrings as s } from '../strings';
import { TargetDevices } from './target-devices';

interface NewJobDialogProps {
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

function NewJobForm({ onClose, onCreated }: Omit<NewJobDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const [upgradeObj, setUpgradeObj] = useState(0);
  const [firmwareId, setFirmwareId] = useState<number | undefined>(undefined);
  const [targets, setTargets] = useState<Set<number>>(new Set());
  const [rollout, setRollout] = useState<RolloutInput>({
    enabled: false,
    firstBatch: '',
    threshold: '20',
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const firmware = useListFirmware({ pageNo: 1, pageSize: 200, upgrade_obj: upgradeObj });
  const create = useCreateUpgradeJob();
  const choices = firmware.data?.data.list ?? [];
  const chosen = choices.find((f) => f.id === firmwareId);

  const rolloutErrors = rolloutProblems(rollout, targets.size, {
    firstBatch: s.firstBatchInvalid,
    threshold: s.thresholdInvalid,
  });
  const errors: Partial<Record<'firmware' | 'targets' | 'firstBatch' | 'threshold', string>> = {
    firmware: chosen ? undefined : s.firmwareRequired,
    targets: targets.size > 0 ? undefined : s.targetsRequired,
    ...rolloutErrors,
  };
  const shown = submitted ? errors : {};
  const valid = Object.values(errors).every((e) => e === undefined);

  // Not a <form>: the device table's page jump is a form of its own, and forms cannot nest.
  const onSubmit = () => {
    setSubmitted(true);
    if (valid) setConfirming(true);
  };
  const start = () => {
    if (!chosen) return;
    setServerError(null);
    create.mutate(
      {
        data: {
          firmwareId: chosen.id,
          upgrade_obj: upgradeObj,
          deviceIds: [...targets],
          ...(rollout.enabled
            ? {
                rollout: {
                  firstBatchSize: Number(rollout.firstBatch),
                  maxFailureRate: Number(rollout.threshold) / 100,
                },
              }
            : {}),
        },
      },
      {
        onSuccess: ({ data }) => {
          notify({ kind: 'success', message: s.created(data.id) });
          void queryClient.invalidateQueries({ queryKey: getListUpgradeJobsQueryKey() });
          onCreated(data);
        },
        onError: (error) => {
          setConfirming(false);
          setServerError(failureText(error, s.createFailed));
        },
      },
    );
  };
  const firmwareName = chosen ? s.firmwareOption(chosen.name, chosen.version) : '';

  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.newJob}</DialogTitle>
        <DialogDescription>{s.newJobDescription}</DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="flex flex-wrap gap-4">
        <SelectField
          label={s.upgradeObj}
          className="w-40"
          value={String(upgradeObj)}
          onValueChange={(next) => {
            setUpgradeObj(Number(next));
            setFirmwareId(undefined);
            setTargets(new Set());
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
          className="w-72"
          required
          placeholder={
            choices.length === 0 && !firmware.isPending ? s.noFirmware : s.chooseFirmware
          }
          error={shown.firmware}
          value={firmwareId === undefined ? '' : String(firmwareId)}
          onValueChange={(next) => {
            const picked = choices.find((f) => f.id === Number(next));
            // Devices chosen for another model cannot take this firmware.
            if (picked?.model_number !== chosen?.model_number) setTargets(new Set());
            setFirmwareId(Number(next));
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
        selected={targets}
        onChange={setTargets}
        error={shown.targets}
      />
      <fieldset className="flex flex-wrap items-start gap-4">
        <label className="mt-7 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-blue-600"
            checked={rollout.enabled}
            onChange={(event) => setRollout((r) => ({ ...r, enabled: event.target.checked }))}
          />
          {s.stagedRollout}
        </label>
        <FormField label={s.firstBatch} error={shown.firstBatch} className="w-40">
          <Input
            inputMode="numeric"
            disabled={!rollout.enabled}
            value={rollout.firstBatch}
            onChange={(event) => setRollout((r) => ({ ...r, firstBatch: event.target.value }))}
          />
        </FormField>
        <FormField label={s.threshold} error={shown.threshold} className="w-40">
          <Input
            inputMode="numeric"
            disabled={!rollout.enabled}
            value={rollout.threshold}
            onChange={(event) => setRollout((r) => ({ ...r, threshold: event.target.value }))}
          />
        </FormField>
      </fieldset>
      <DialogFooter>
        <Button onClick={onClose}>{s.cancel}</Button>
        <Button variant="primary" onClick={onSubmit}>
          {s.start}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => (next ? undefined : setConfirming(false))}
        title={s.confirmTitle}
        description={
          rollout.enabled
            ? s.confirmStaged(
                firmwareName,
                targets.size,
                Number(rollout.firstBatch),
                Number(rollout.threshold),
              )
            : s.confirmPlain(firmwareName, targets.size)
        }
        confirmLabel={s.start}
        pending={create.isPending}
        onConfirm={start}
      />
    </div>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDevicesQueryKey,
  listDevices,
  useSaveDevice,
  useUpdateDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import { saveDeviceBodyLimits as limits } from '@/api/generated/limits';
import type { Device } from '@/api/generated/model';
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
import {
  emptyDeviceValues,
  FIELD_ORDER,
  serialProblem,
  toSaveRequest,
  toUpdateRequest,
  validateDevice,
  valuesOf,
  type DeviceFormValues,
} from '../device-form-values';
import { deviceListStrings as s } from '../strings';
import { DeviceChoiceFields } from './device-choice-fields';

/** What the dialog is open for: a new device, or one to edit; null when closed. */
export type DeviceDialogTarget = { kind: 'add' } | { kind: 'edit'; device: Device } | null;

interface DeviceFormDialogProps {
  target: DeviceDialogTarget;
  onClose: () => void;
}

/** Add and edit of a device, with messages beside the fields; what was typed survives a failure. */
export function DeviceFormDialog({ target, onClose }: DeviceFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-2xl">
          <DeviceForm
            key={target.kind === 'edit' ? target.device.id : 'add'}
            target={target}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeviceForm({
  target,
  onClose,
}: {
  target: NonNullable<DeviceDialogTarget>;
  onClose: () => void;
}) {
  const creating = target.kind === 'add';
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DeviceFormValues>(
    target.kind === 'edit' ? valuesOf(target.device) : emptyDeviceValues,
  );
  const [submitted, setSubmitted] = useState(false);
  const [takenSerial, setTakenSerial] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDevice();
  const update = useUpdateDevice();
  const pending = save.isPending || update.isPending;

  const errors = submitted ? validateDevice(values, creating) : {};
  const serialTaken =
    creating && takenSerial !== null && takenSerial === values.serialNo.trim()
      ? s.serialRegistered
      : undefined;
  const set = (patch: Partial<DeviceFormValues>) => setValues((v) => ({ ...v, ...patch }));

  // Asked when the serial field is left, so a taken serial shows beside it before saving.
  const checkSerial = async () => {
    const serial = values.serialNo.trim();
    if (!creating || serialProblem(serial)) return;
    try {
      const params = { keyword: serial, pageNo: 1, pageSize: 50 };
      const answer = await queryClient.fetchQuery({
        queryKey: getListDevicesQueryKey(params),
        queryFn: ({ signal }) => listDevices(params, { signal }),
        staleTime: 10_000,
      });
      const taken = answer.data.list.some((d) => d.serialNo.toUpperCase() === serial.toUpperCase());
      setTakenSerial(taken ? serial : null);
    } catch {
      // The save itself answers if the check could not be made.
    }
  };

  const done = (serial: string) => {
    notify({ kind: 'success', message: s.saved(serial) });
    void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
    onClose();
  };
  const failed = (error: unknown) => setServerError(failureText(error, s.saveFailed));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setSubmitted(true);
    const problems = validateDevice(values, creating);
    if (serialTaken) problems.serialNo = serialTaken;
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, problems)) return;
    setServerError(null);
    if (target.kind === 'add') {
      const data = toSaveRequest(values);
      save.mutate({ data }, { onSuccess: () => done(data.serialNo), onError: failed });
    } else {
      const data = toUpdateRequest(target.device.id, values);
      update.mutate({ data }, { onSuccess: () => done(target.device.serialNo), onError: failed });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{creating ? s.addTitle : s.editTitle}</DialogTitle>
        <DialogDescription>
          {target.kind === 'edit' ? s.editDescription(target.device.serialNo) : s.addDescription}
        </DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {creating ? (
          <FormField label={s.serialNo} error={errors.serialNo ?? serialTaken} required>
            <Input
              name="serialNo"
              autoFocus
              autoComplete="off"
              maxLength={limits.serialNo.maxLength + 10}
              value={values.serialNo}
              onChange={(event) => set({ serialNo: event.target.value })}
              onBlur={() => void checkSerial()}
            />
          </FormField>
        ) : null}
        <FormField label={s.name} error={errors.name} required>
          <Input
            name="name"
            autoFocus={!creating}
            maxLength={limits.name.maxLength + 10}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </FormField>
        <DeviceChoiceFields values={values} onChange={set} creating={creating} errors={errors} />
      </div>
      <FormField label={s.remark} error={errors.remark}>
        <textarea
          name="remark"
          rows={2}
          maxLength={limits.remark.maxLength + 50}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30"
          value={values.remark}
          onChange={(event) => set({ remark: event.target.value })}
        />
      </FormField>
      <DialogFooter>
        <Button onClick={onClose} disabled={pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

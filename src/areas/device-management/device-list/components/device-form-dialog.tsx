import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getListDevicesQueryKey,
  listDevices,
  saveDevice,
  updateDevice,
} from '@/api/generated/endpoints/device-management/device-management';
import { saveDeviceBodyLimits as limits } from '@/api/generated/limits';
import type { Device, DeviceSaveRequest, DeviceUpdateRequest } from '@/api/generated/model';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import {
  type DeviceFormValues,
  deviceRules,
  emptyDeviceValues,
  SERIAL_PATTERN,
  toRequest,
  valuesOf,
} from '../device-form-values';
import { deviceListStrings as s } from '../strings';
import { DeviceChoiceFields } from './device-choice-fields';

/** What the dialog is open for: a new device, or one to edit; null when closed. */
export type DeviceDialogTarget = EditTarget<Device>;

function DeviceForm({ editing, onClose }: EditFormProps<Device>) {
  const creating = editing === null;
  const queryClient = useQueryClient();
  const [takenSerial, setTakenSerial] = useState<string | null>(null);
  const form = useContractForm<DeviceFormValues, DeviceSaveRequest | DeviceUpdateRequest>({
    schema: () =>
      import('@/api/generated/zod/device-management/device-management.zod').then((m) =>
        editing ? m.UpdateDeviceBody : m.SaveDeviceBody,
      ),
    defaultValues: editing ? valuesOf(editing) : emptyDeviceValues,
    toBody: (values) => toRequest(values, editing ?? undefined),
    rules: deviceRules(creating, takenSerial),
    submit: (data) => ('id' in data ? updateDevice(data) : saveDevice(data)),
    onSaved: (_, values) => {
      notify({ kind: 'success', message: s.saved(editing?.serialNo ?? values.serialNo.trim()) });
      void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
      onClose();
    },
    failure: s.saveFailed,
  });
  const serial = form.methods.watch('serialNo').trim();
  const serialTaken = creating && takenSerial === serial ? s.serialRegistered : undefined;

  // Asked when the serial field is left, so a taken serial shows beside it before saving.
  const checkSerial = async () => {
    if (!creating || !SERIAL_PATTERN.test(serial)) return;
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

  return (
    <FormDialogBody
      form={form}
      title={creating ? s.addTitle : s.editTitle}
      description={editing ? s.editDescription(editing.serialNo) : s.addDescription}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {creating ? (
          <TextField
            name="serialNo"
            label={s.serialNo}
            required
            autoFocus
            maxLength={limits.serialNo.maxLength + 10}
            error={serialTaken}
            onBlur={() => void checkSerial()}
          />
        ) : null}
        <TextField
          name="name"
          label={s.name}
          required
          autoFocus={!creating}
          maxLength={limits.name.maxLength + 10}
        />
        <DeviceChoiceFields creating={creating} />
      </div>
      <TextField name="remark" label={s.remark} rows={2} maxLength={limits.remark.maxLength + 50} />
    </FormDialogBody>
  );
}

/** Add and edit of a device, with messages beside the fields; what was typed survives a failure. */
export const DeviceFormDialog = editFormDialog(DeviceForm, 'max-w-2xl');

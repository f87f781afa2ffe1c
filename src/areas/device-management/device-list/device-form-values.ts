import type { Device } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

import { deviceListStrings as s } from './strings';

/** The characters a serial may have, which the contract does not say. */
export const SERIAL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A choice left empty (a device without fleet, car or own hardware version). */
export const NONE = 'none';

/** What the dialog edits: text as typed, choices as the ids' text ('' or NONE = none). */
export interface DeviceFormValues {
  serialNo: string;
  name: string;
  model_number: string;
  device_personalization: string;
  device_reg_status: string;
  hardwareVersionId: string;
  fleetId: string;
  carId: string;
  remark: string;
}

export const emptyDeviceValues: DeviceFormValues = {
  serialNo: '',
  name: '',
  model_number: '',
  device_personalization: '0',
  device_reg_status: NONE,
  hardwareVersionId: NONE,
  fleetId: NONE,
  carId: NONE,
  remark: '',
};

const text = (id: number | undefined) => (id === undefined ? NONE : String(id));

export const valuesOf = (device: Device): DeviceFormValues => ({
  serialNo: device.serialNo,
  name: device.name,
  model_number: String(device.model_number),
  device_personalization: String(device.device_personalization),
  device_reg_status: text(device.device_reg_status),
  hardwareVersionId: text(device.hardwareVersion?.id),
  fleetId: text(device.fleet?.id),
  carId: text(device.car?.id),
  remark: device.remark ?? '',
});

/** The id a choice holds; undefined for none. */
export const idOf = (choice: string): number | undefined =>
  choice === '' || choice === NONE ? undefined : Number(choice);

const optional = <K extends string>(key: K, value: number | string | undefined) =>
  value === undefined || value === '' ? {} : { [key]: value };

/**
 * The body of a new device (without `editing`) or of an edit, which the contract's SaveDeviceBody
 * or UpdateDeviceBody checks before it is sent; a model not chosen is missing there.
 */
export const toRequest = (v: DeviceFormValues, editing?: Device) => ({
  ...(editing ? { id: editing.id } : { serialNo: v.serialNo.trim() }),
  name: v.name.trim(),
  model_number: idOf(v.model_number),
  device_personalization: Number(v.device_personalization),
  ...(editing ? optional('device_reg_status', idOf(v.device_reg_status)) : {}),
  ...optional('hardwareVersionId', idOf(v.hardwareVersionId)),
  ...optional('fleetId', idOf(v.fleetId)),
  ...optional('carId', idOf(v.carId)),
  ...optional('remark', v.remark.trim()),
});

/** What the contract cannot say: a serial's characters, and a serial found already registered. */
export const deviceRules =
  (creating: boolean, takenSerial: string | null): FormRules<DeviceFormValues> =>
  (v) => {
    const serial = v.serialNo.trim();
    if (!creating || serial === '') return {};
    if (!SERIAL_PATTERN.test(serial)) return { serialNo: s.serialFormat };
    return { serialNo: takenSerial === serial && s.serialRegistered };
  };

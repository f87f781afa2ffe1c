import { saveDeviceBodyLimits as limits } from '@/api/generated/limits';
import type { Device, DeviceSaveRequest, DeviceUpdateRequest } from '@/api/generated/model';
import { deviceListStrings as s } from './strings';

const SERIAL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the dialog edits: text as typed, choices as ids (undefined = none). */
export interface DeviceFormValues {
  serialNo: string;
  name: string;
  model: number | undefined;
  personalization: number;
  regStatus: number | undefined;
  hardwareVersionId: number | undefined;
  fleetId: number | undefined;
  carId: number | undefined;
  remark: string;
}

export type DeviceField = keyof DeviceFormValues;
export type DeviceFormErrors = Partial<Record<DeviceField, string>>;

export const FIELD_ORDER: readonly DeviceField[] = ['serialNo', 'name', 'model', 'remark'];

export const emptyDeviceValues: DeviceFormValues = {
  serialNo: '',
  name: '',
  model: undefined,
  personalization: 0,
  regStatus: undefined,
  hardwareVersionId: undefined,
  fleetId: undefined,
  carId: undefined,
  remark: '',
};

export const valuesOf = (device: Device): DeviceFormValues => ({
  serialNo: device.serialNo,
  name: device.name,
  model: device.model_number,
  personalization: device.device_personalization,
  regStatus: device.device_reg_status,
  hardwareVersionId: device.hardwareVersion?.id,
  fleetId: device.fleet?.id,
  carId: device.car?.id,
  remark: device.remark ?? '',
});

/** A serial's own problem, before the server is asked whether it is taken. */
export function serialProblem(serialNo: string): string | undefined {
  const serial = serialNo.trim();
  if (serial === '') return s.serialRequired;
  if (serial.length > limits.serialNo.maxLength) return s.serialTooLong(limits.serialNo.maxLength);
  if (!SERIAL_PATTERN.test(serial)) return s.serialFormat;
  return undefined;
}

export function validateDevice(values: DeviceFormValues, creating: boolean): DeviceFormErrors {
  const errors: DeviceFormErrors = {};
  const serial = creating ? serialProblem(values.serialNo) : undefined;
  if (serial) errors.serialNo = serial;
  const name = values.name.trim();
  if (name === '') errors.name = s.nameRequired;
  else if (name.length > limits.name.maxLength) errors.name = s.nameTooLong(limits.name.maxLength);
  if (values.model === undefined) errors.model = s.modelRequired;
  if (values.remark.trim().length > limits.remark.maxLength)
    errors.remark = s.remarkTooLong(limits.remark.maxLength);
  return errors;
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export const toSaveRequest = (v: DeviceFormValues): DeviceSaveRequest => ({
  serialNo: v.serialNo.trim(),
  name: v.name.trim(),
  model_number: v.model ?? 0,
  device_personalization: v.personalization,
  ...optional('hardwareVersionId', v.hardwareVersionId),
  ...optional('fleetId', v.fleetId),
  ...optional('carId', v.carId),
  ...optional('remark', v.remark.trim() || undefined),
});

export const toUpdateRequest = (id: number, v: DeviceFormValues): DeviceUpdateRequest => ({
  id,
  name: v.name.trim(),
  model_number: v.model ?? 0,
  device_personalization: v.personalization,
  ...optional('device_reg_status', v.regStatus),
  ...optional('hardwareVersionId', v.hardwareVersionId),
  ...optional('fleetId', v.fleetId),
  ...optional('carId', v.carId),
  ...optional('remark', v.remark.trim() || undefined),
});

import { SelectField } from '@/components/ui/select-field';
import { SelectItem } from '@/components/ui/select';
import type { DeviceFormErrors, DeviceFormValues } from '../device-form-values';
import { useDeviceEnums, useDeviceOptions, useFleetCars } from '../hooks/use-device-options';
import { deviceListStrings as s } from '../strings';

const NONE = 'none';
const toId = (value: string): number | undefined => (value === NONE ? undefined : Number(value));
const fromId = (value: number | undefined): string => (value === undefined ? NONE : String(value));

interface DeviceChoiceFieldsProps {
  values: DeviceFormValues;
  onChange: (patch: Partial<DeviceFormValues>) => void;
  creating: boolean;
  errors: DeviceFormErrors;
}

/** The form's choices: model, personalization, registration, hardware, fleet and car. */
export function DeviceChoiceFields({
  values,
  onChange,
  creating,
  errors,
}: DeviceChoiceFieldsProps) {
  const { modelOptions, statusOptions, personalizationOptions } = useDeviceEnums();
  const { fleets, hardwareVersions } = useDeviceOptions();
  const cars = useFleetCars(values.fleetId);
  return (
    <>
      <SelectField
        label={s.model}
        name="model"
        required
        error={errors.model}
        placeholder={s.chooseModel}
        value={values.model === undefined ? '' : String(values.model)}
        onValueChange={(next) => onChange({ model: Number(next) })}
      >
        {modelOptions.map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.personalization}
        value={String(values.personalization)}
        onValueChange={(next) => onChange({ personalization: Number(next) })}
      >
        {personalizationOptions.map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
      </SelectField>
      {creating ? null : (
        <SelectField
          label={s.regStatus}
          value={fromId(values.regStatus)}
          onValueChange={(next) => onChange({ regStatus: toId(next) })}
        >
          {statusOptions.map((o) => (
            <SelectItem key={o.value} value={String(o.value)}>
              {o.label}
            </SelectItem>
          ))}
        </SelectField>
      )}
      <SelectField
        label={s.hardwareVersion}
        value={fromId(values.hardwareVersionId)}
        error={hardwareVersions.failed ? s.optionsFailed : undefined}
        onValueChange={(next) => onChange({ hardwareVersionId: toId(next) })}
      >
        <SelectItem value={NONE}>{s.defaultHardware}</SelectItem>
        {(hardwareVersions.options ?? []).map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.fleet}
        value={fromId(values.fleetId)}
        error={fleets.failed ? s.optionsFailed : undefined}
        onValueChange={(next) => onChange({ fleetId: toId(next), carId: undefined })}
      >
        <SelectItem value={NONE}>{s.noFleet}</SelectItem>
        {(fleets.options ?? []).map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.car}
        value={fromId(values.carId)}
        disabled={values.fleetId === undefined}
        error={cars.failed ? s.optionsFailed : undefined}
        onValueChange={(next) => onChange({ carId: toId(next) })}
      >
        <SelectItem value={NONE}>{s.noCarChoice}</SelectItem>
        {(cars.options ?? []).map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
        {values.carId !== undefined && !cars.options?.some((o) => o.value === values.carId) ? (
          <SelectItem value={String(values.carId)}>{String(values.carId)}</SelectItem>
        ) : null}
      </SelectField>
    </>
  );
}

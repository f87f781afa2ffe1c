import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { ChoiceField, type ChoiceOption } from '@/components/forms/form-fields';

import { type DeviceFormValues, idOf, NONE } from '../device-form-values';
import { useDeviceEnums, useDeviceOptions, useFleetCars } from '../hooks/use-device-options';
import { deviceListStrings as s } from '../strings';

const choices = (
  options: readonly { value: number; label: string }[] | undefined,
  none?: string,
): ChoiceOption[] => [
  ...(none === undefined ? [] : [{ value: NONE, label: none }]),
  ...(options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
];

/** The form's choices: model, personalization, registration, hardware, fleet and car. */
export function DeviceChoiceFields({ creating }: { creating: boolean }) {
  const { modelOptions, statusOptions, personalizationOptions } = useDeviceEnums();
  const { fleets, hardwareVersions } = useDeviceOptions();
  const { watch, setValue } = useFormContext<DeviceFormValues>();
  const [fleetId, carId] = useWatch<DeviceFormValues, ['fleetId', 'carId']>({
    name: ['fleetId', 'carId'],
  });
  const cars = useFleetCars(idOf(fleetId));
  // Another fleet has other cars: the car chosen goes.
  useEffect(() => {
    const watching = watch((_, { name }) => {
      if (name === 'fleetId') setValue('carId', NONE);
    });
    return () => watching.unsubscribe();
  }, [watch, setValue]);
  const carChoices = choices(cars.options, s.noCarChoice);
  // A car bound before but not among the fleet's cars stays shown.
  if (!carChoices.some((o) => o.value === carId)) carChoices.push({ value: carId, label: carId });
  return (
    <>
      <ChoiceField
        name="model_number"
        label={s.model}
        required
        placeholder={s.chooseModel}
        options={choices(modelOptions)}
      />
      <ChoiceField
        name="device_personalization"
        label={s.personalization}
        options={choices(personalizationOptions)}
      />
      {creating ? null : (
        <ChoiceField
          name="device_reg_status"
          label={s.regStatus}
          options={choices(statusOptions)}
        />
      )}
      <ChoiceField
        name="hardwareVersionId"
        label={s.hardwareVersion}
        error={hardwareVersions.failed ? s.optionsFailed : undefined}
        options={choices(hardwareVersions.options, s.defaultHardware)}
      />
      <ChoiceField
        name="fleetId"
        label={s.fleet}
        error={fleets.failed ? s.optionsFailed : undefined}
        options={choices(fleets.options, s.noFleet)}
      />
      <ChoiceField
        name="carId"
        label={s.car}
        disabled={fleetId === NONE}
        error={cars.failed ? s.optionsFailed : undefined}
        options={carChoices}
      />
    </>
  );
}

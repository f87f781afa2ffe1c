import { useWatch } from 'react-hook-form';

import { useListEcuOptions } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveVehicleBodyLimits as limits } from '@/api/generated/limits';
import type { Vehicle } from '@/api/generated/model';
import type { OpenTarget } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { vinProblem } from '@/lib/vehicle-id';

import { RemarkField, ValidFlagField } from '../shared/master-fields';
import { MasterFormBody, masterFormDialog, useMasterForm } from '../shared/master-form';
import { withOwnModel } from '../shared/options';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleStrings as s } from './strings';
import { useVinCheck, type VinCheck } from './use-vin-check';
import { NO_FLEET, toVehicleRequest, vehicleRules, vehicleValuesOf } from './vehicle-form-values';

interface VehicleFormProps {
  target: OpenTarget<Vehicle>;
  enums: MasterEnums;
  models: readonly ChoiceOption[];
  fleets: readonly ChoiceOption[];
  onClose: () => void;
}

const vinHint = (check: VinCheck) =>
  check.state === 'checking'
    ? s.vinChecking
    : check.state === 'available'
      ? s.vinAvailable
      : check.state === 'failed'
        ? s.vinCheckFailed
        : undefined;

/** While typing: the VIN's rule once a whole VIN is typed, then the server's answer. */
const liveVinError = (vin: string, check: VinCheck): string | undefined =>
  (vin.trim().length >= limits.vin.minLength ? vinProblem(vin) : undefined) ??
  (check.state === 'taken' ? s.vinTaken : undefined);

function VehicleForm(props: VehicleFormProps) {
  const { target, enums, models, fleets, onClose } = props;
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useMasterForm('vehicle', target, onClose, {
    defaultValues: vehicleValuesOf(row),
    // Read when checking, after this render has asked the server about the VIN and the model's ECUs.
    toBody: (values) => toVehicleRequest(values, modelEcuIds()),
    rules: (values) => vehicleRules(vinCheck())(values),
    savedName: (_body, values) => values.plate.trim().toUpperCase(),
  });
  const { control } = form.methods;
  const vin = useWatch({ control, name: 'vin' });
  const modelValue = useWatch({ control, name: 'vehicleModelId' });
  const check = useVinCheck(vin, row?.id);
  const modelId = Number(modelValue);
  const ecuOptions = useListEcuOptions(
    { vehicleModelId: modelId },
    { query: { enabled: modelId > 0, select: (answer) => answer.data } },
  );
  function vinCheck(): VinCheck {
    return check;
  }
  function modelEcuIds(): number[] {
    return (ecuOptions.data ?? []).map((o) => o.id);
  }
  return (
    <MasterFormBody
      form={form}
      texts={s}
      name={row?.plate}
      below={
        <>
          <MultiChoiceField
            name="ecuIds"
            label={s.ecus}
            options={(ecuOptions.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            loading={ecuOptions.isFetching}
            failed={ecuOptions.isError}
            disabled={modelId <= 0}
            placeholder={s.ecusPlaceholder}
            hint={modelId > 0 ? undefined : s.chooseModelFirst}
          />
          <RemarkField />
        </>
      }
    >
      <TextField
        name="vin"
        label={s.vin}
        required
        autoFocus
        maxLength={limits.vin.maxLength + 10}
        hint={vinHint(check)}
        error={liveVinError(vin, check)}
      />
      <TextField name="plate" label={s.plate} required maxLength={limits.plate.maxLength + 10} />
      <ChoiceField
        name="vehicleModelId"
        label={s.model}
        required
        options={withOwnModel(models, row)}
      />
      <ChoiceField
        name="carTeamId"
        label={s.fleet}
        options={[{ value: NO_FLEET, label: s.noFleetOption }, ...fleets]}
      />
      <ValidFlagField enums={enums} />
    </MasterFormBody>
  );
}

/** Add/edit of a car: the VIN checked by its rules and, while typing, by the server. */
export const VehicleDialog = masterFormDialog(VehicleForm);

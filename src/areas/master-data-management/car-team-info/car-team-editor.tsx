import { useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';

import { PageForm } from '@/components/forms/page-form';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { type CarTeamForm, carTeamRules, NONE, parseForm, toCarTeamBody } from './form-model';
import { MembershipSection } from './membership-section';
import { carTeamInfoStrings as s } from './strings';
import { TeamFields } from './team-fields';
import { usePickOptions } from './use-pick-options';
import { useSaveCarTeam } from './use-save-car-team';

export interface CarTeamEditorProps {
  mode: 'new' | 'edit';
  id: number;
  base: CarTeamForm;
  storageKey: string;
}

const LIST_PATH = '/master-data-management/car-team';

/** The fleet page: basics, cars and members; the draft is kept, leaving with changes asks. */
export function CarTeamEditor({ mode, id, base, storageKey }: CarTeamEditorProps) {
  const navigate = useNavigate();
  const options = usePickOptions(mode === 'edit' ? id : 0);
  const save = useSaveCarTeam({ mode, id, base });
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (z) => z.SaveCarTeamBody,
      ),
    defaultValues: base,
    toBody: toCarTeamBody,
    rules: carTeamRules,
    submit: save,
    onSaved: () => {
      notify({ kind: 'success', message: mode === 'edit' ? s.saved : s.created });
      void navigate({ to: LIST_PATH });
    },
    failure: s.saveFailed,
  });
  const { control, setValue, getValues } = form.methods;
  const [cars, members] = useWatch({ control, name: ['cars', 'members'] });
  const change = (patch: Partial<CarTeamForm>) => {
    for (const [name, value] of Object.entries(patch) as [keyof CarTeamForm, never][])
      setValue(name, value, {
        shouldDirty: true,
        shouldValidate: form.methods.formState.isSubmitted,
      });
  };

  return (
    <PageForm
      form={form}
      onCancel={() => void navigate({ to: LIST_PATH })}
      draftKey={storageKey}
      parseDraft={parseForm}
      leaveDescription={s.leaveDescription}
      submitCode="master:car-team-edit"
      className="max-w-none"
    >
      <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold text-slate-900">{s.basics}</h2>
        <TeamFields />
      </section>
      <MembershipSection
        heading={s.carsSection}
        pickerTitle={s.carPicker}
        searchLabel={s.carSearch}
        chosenTitle={s.chosenCars(cars.length)}
        options={options.cars}
        chosen={cars.map((c) => ({
          id: c.id,
          primary: c.plate,
          secondary: `${c.vin} · ${c.vehicleModelName}`,
        }))}
        onAdd={(carId) => {
          const car = options.cars.ref(carId);
          if (car) change({ cars: [...getValues('cars'), car] });
        }}
        onRemove={(carId) => change({ cars: getValues('cars').filter((c) => c.id !== carId) })}
      />
      <MembershipSection
        heading={s.membersSection}
        pickerTitle={s.memberPicker}
        searchLabel={s.memberSearch}
        chosenTitle={s.chosenMembers(members.length)}
        options={options.members}
        chosen={members.map((m) => ({ id: m.id, primary: m.name, secondary: m.employeeNo }))}
        onAdd={(memberId) => {
          const member = options.members.ref(memberId);
          if (member) change({ members: [...getValues('members'), member] });
        }}
        onRemove={(memberId) =>
          change({
            members: getValues('members').filter((m) => m.id !== memberId),
            // A leader taken out of the fleet no longer leads it.
            ...(getValues('leaderId') === String(memberId) ? { leaderId: NONE } : {}),
          })
        }
      />
    </PageForm>
  );
}

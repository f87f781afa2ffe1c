import { useNavigate } from '@tanstack/react-router';

import { PageForm } from '@/components/forms/page-form';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import {
  type CarRef,
  type CarTeamForm,
  carTeamRules,
  type MemberRef,
  NONE,
  parseForm,
  toCarTeamBody,
} from './form-model';
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

const carTexts = {
  heading: s.carsSection,
  picker: s.carPicker,
  search: s.carSearch,
  chosen: s.chosenCars,
};
const memberTexts = {
  heading: s.membersSection,
  picker: s.memberPicker,
  search: s.memberSearch,
  chosen: s.chosenMembers,
};
const carEntry = (car: CarRef) => ({
  id: car.id,
  primary: car.plate,
  secondary: `${car.vin} · ${car.vehicleModelName}`,
});
const memberEntry = (member: MemberRef) => ({
  id: member.id,
  primary: member.name,
  secondary: member.employeeNo,
});

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
  const { getValues, setValue } = form.methods;
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
      <section className="flex flex-col gap-4 rounded-lg border border-border-muted bg-surface p-4">
        <h2 className="text-base font-semibold text-fg">{s.basics}</h2>
        <TeamFields />
      </section>
      <MembershipSection name="cars" texts={carTexts} options={options.cars} entry={carEntry} />
      <MembershipSection
        name="members"
        texts={memberTexts}
        options={options.members}
        entry={memberEntry}
        onRemoved={(memberId) => {
          // A leader taken out of the fleet no longer leads it.
          if (getValues('leaderId') === String(memberId))
            setValue('leaderId', NONE, { shouldDirty: true });
        }}
      />
    </PageForm>
  );
}

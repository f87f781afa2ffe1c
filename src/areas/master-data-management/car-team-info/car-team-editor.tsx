import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';

import { failureText } from '@/api/errors';
import { DraftOffer } from '@/components/forms/draft-offer';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/forms/leave-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useFormDraft } from '@/lib/use-form-draft';

import { type CarTeamForm, parseForm, sameForm, validateForm } from './form-model';
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
const FIELD_ORDER = ['name', 'leaderId', 'remark'] as const;

/** The fleet page: basics, cars and members; the draft is kept, leaving with changes asks. */
export function CarTeamEditor({ mode, id, base, storageKey }: CarTeamEditorProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(storageKey, base, parseForm, sameForm);
  const { blocker, allowLeave } = useLeaveGuard(draft.dirty);
  const options = usePickOptions(mode === 'edit' ? id : 0);
  const saving = useSaveCarTeam({ mode, id, base });
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const errors = submitted ? validateForm(draft.form) : {};
  const { form } = draft;

  const change = (patch: Partial<CarTeamForm>) =>
    draft.setForm((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isPending || draft.offer) return;
    setSubmitted(true);
    setSaveError(null);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, validateForm(form))) return;
    try {
      await saving.mutateAsync(form);
      draft.clear();
      allowLeave();
      notify({ kind: 'success', message: mode === 'edit' ? s.saved : s.created });
      void navigate({ to: LIST_PATH });
    } catch (error) {
      // Nothing typed is lost: the form and its draft stay as they are.
      setSaveError(failureText(error, null));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {draft.offer ? (
        <DraftOffer
          savedAt={draft.offer.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      ) : null}
      {saveError !== null ? <Alert title={s.saveFailed}>{saveError}</Alert> : null}
      <fieldset disabled={Boolean(draft.offer)} className="flex min-w-0 flex-col gap-6">
        <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-base font-semibold text-slate-900">{s.basics}</h2>
          <TeamFields form={form} errors={errors} onChange={change} />
        </section>
        <MembershipSection
          heading={s.carsSection}
          pickerTitle={s.carPicker}
          searchLabel={s.carSearch}
          chosenTitle={s.chosenCars(form.cars.length)}
          options={options.cars}
          chosen={form.cars.map((c) => ({
            id: c.id,
            primary: c.plate,
            secondary: `${c.vin} · ${c.vehicleModelName}`,
          }))}
          onAdd={(carId) => {
            const car = options.cars.ref(carId);
            if (car) draft.setForm((f) => ({ ...f, cars: [...f.cars, car] }));
          }}
          onRemove={(carId) =>
            draft.setForm((f) => ({ ...f, cars: f.cars.filter((c) => c.id !== carId) }))
          }
        />
        <MembershipSection
          heading={s.membersSection}
          pickerTitle={s.memberPicker}
          searchLabel={s.memberSearch}
          chosenTitle={s.chosenMembers(form.members.length)}
          options={options.members}
          chosen={form.members.map((m) => ({ id: m.id, primary: m.name, secondary: m.employeeNo }))}
          onAdd={(memberId) => {
            const member = options.members.ref(memberId);
            if (member) draft.setForm((f) => ({ ...f, members: [...f.members, member] }));
          }}
          onRemove={(memberId) =>
            draft.setForm((f) => ({
              ...f,
              members: f.members.filter((m) => m.id !== memberId),
              // A leader taken out of the fleet no longer leads it.
              leaderId: f.leaderId === memberId ? null : f.leaderId,
            }))
          }
        />
        <div className="flex justify-end gap-2">
          <Button onClick={() => void navigate({ to: LIST_PATH })}>{s.cancel}</Button>
          <Button type="submit" variant="primary" pending={saving.isPending}>
            {s.save}
          </Button>
        </div>
      </fieldset>
      <LeaveGuardDialog blocker={blocker} description={s.leaveDescription} />
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getGetSigDictInfoQueryKey,
  getListSigDictsQueryKey,
  useCreateSigDict,
  useListDbcCfgs,
  useUpdateSigDict,
  useValidateSigDict,
} from '@/api/generated/endpoints/data-compute/data-compute';
import { DraftOffer } from '@/components/forms/draft-offer';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/forms/leave-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';

import { DictFields } from './dict-fields';
import { FIELD_ORDER, formToDraft, type SigDictForm } from './form-model';
import { SignalsSection } from './signals-section';
import { signalDictStrings as s } from './strings';
import { useSigDictDraft } from './use-sig-dict-draft';
import { type FormErrors, problemsToErrors, validateForm } from './validation';

export interface SigDictEditorProps {
  mode: 'add' | 'edit';
  id: number;
  base: SigDictForm;
  storageKey: string;
}

const LIST_PATH = '/data-compute/signal-dict';

/** The dictionary form: fields, signals, draft kept in storage, server check before saving. */
export function SigDictEditor({ mode, id, base, storageKey }: SigDictEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useSigDictDraft(storageKey, base);
  const { blocker, allowLeave } = useLeaveGuard(draft.dirty);
  const dbcCfgs = useListDbcCfgs({ query: { staleTime: 10 * 60_000 } });
  const validate = useValidateSigDict();
  const create = useCreateSigDict();
  const update = useUpdateSigDict();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const busy = validate.isPending || create.isPending || update.isPending;
  const errors: FormErrors = { ...serverErrors, ...(submitted ? validateForm(draft.form) : {}) };

  const change = (patch: Partial<SigDictForm>) => {
    setServerErrors({});
    draft.setForm((current) => {
      const next = { ...current, ...patch };
      // Signals belong to their DBC config: another config starts an empty list.
      if (patch.dbc_cfg !== undefined && patch.dbc_cfg !== current.dbc_cfg) next.sigList = [];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || draft.offer) return;
    setSubmitted(true);
    setSaveError(null);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, validateForm(draft.form))) return;
    const dict = formToDraft(draft.form);
    try {
      const check = await validate.mutateAsync({
        data: mode === 'edit' ? { id, dict } : { dict },
      });
      if (!check.data.valid) {
        const found = problemsToErrors(check.data.problems);
        setServerErrors(found);
        focusFirstInvalid(formRef.current, FIELD_ORDER, found);
        return;
      }
      const saved =
        mode === 'edit'
          ? await update.mutateAsync({ data: { ...dict, id } })
          : await create.mutateAsync({ data: dict });
      draft.clear();
      allowLeave();
      void queryClient.invalidateQueries({ queryKey: getListSigDictsQueryKey() });
      void queryClient.invalidateQueries({
        queryKey: getGetSigDictInfoQueryKey({ id: saved.data.id }),
      });
      notify({ kind: 'success', message: s.saved });
      void navigate({ to: LIST_PATH });
    } catch (error) {
      setSaveError(failureText(error, s.saveFailed));
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
      {saveError ? <Alert title={s.saveFailed}>{saveError}</Alert> : null}
      <fieldset disabled={Boolean(draft.offer)} className="flex min-w-0 flex-col gap-6">
        <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-base font-semibold text-slate-900">{s.basics}</h2>
          <DictFields
            form={draft.form}
            errors={errors}
            dbcCfgs={dbcCfgs.data?.data}
            onChange={change}
          />
        </section>
        <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <SignalsSection
            form={draft.form}
            error={errors.sigList}
            setSigList={(next) => change({ sigList: next(draft.form.sigList) })}
          />
        </section>
        <div className="flex justify-end gap-2">
          <Button onClick={() => void navigate({ to: LIST_PATH })}>{s.cancel}</Button>
          <Button type="submit" variant="primary" pending={busy}>
            {s.save}
          </Button>
        </div>
      </fieldset>
      <LeaveGuardDialog blocker={blocker} description={s.leaveDescription} />
    </form>
  );
}

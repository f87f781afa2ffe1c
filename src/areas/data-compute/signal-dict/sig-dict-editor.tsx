import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

import { ApiError } from '@/api/errors';
import {
  createSigDict,
  getGetSigDictInfoQueryKey,
  getListSigDictsQueryKey,
  updateSigDict,
  useListDbcCfgs,
  validateSigDict,
} from '@/api/generated/endpoints/data-compute/data-compute';
import { PageForm } from '@/components/forms/page-form';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { DictFields } from './dict-fields';
import { bodyToDraft, formToBody, type SigDictField, type SigDictForm } from './form-model';
import { SignalsSection } from './signals-section';
import { signalDictStrings as s } from './strings';
import { dictRules, problemsToErrors } from './validation';

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
  const dbcCfgs = useListDbcCfgs({ query: { staleTime: 10 * 60_000 } });
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then(({ CreateSigDictBody }) =>
        CreateSigDictBody.omit({ sig_list: true }).extend({
          sigList: CreateSigDictBody.shape.sig_list.shape.sigList,
        }),
      ),
    defaultValues: base,
    toBody: formToBody,
    rules: dictRules,
    submit: async (body) => {
      const dict = bodyToDraft(body);
      // The server checks the whole dictionary first: what it finds goes beside its field.
      const check = await validateSigDict(mode === 'edit' ? { id, dict } : { dict });
      const found = Object.entries(problemsToErrors(check.data.problems));
      if (!check.data.valid && found.length > 0) {
        found.forEach(([field, message], index) =>
          form.methods.setError(
            field as SigDictField,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
        throw new ApiError('business', s.checkRefused);
      }
      return mode === 'edit' ? updateSigDict({ ...dict, id }) : createSigDict(dict);
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: getListSigDictsQueryKey() });
      if (mode === 'edit')
        void queryClient.invalidateQueries({ queryKey: getGetSigDictInfoQueryKey({ id }) });
      notify({ kind: 'success', message: s.saved });
      void navigate({ to: LIST_PATH });
    },
    failure: s.saveFailed,
  });

  return (
    <PageForm
      form={form}
      className="max-w-none"
      onCancel={() => void navigate({ to: LIST_PATH })}
      draftKey={storageKey}
      leaveDescription={s.leaveDescription}
      submitCode="compute:signal-dict-edit"
    >
      <section className="flex flex-col gap-4 rounded-lg border border-border-muted bg-surface p-4">
        <h2 className="text-base font-semibold text-fg">{s.basics}</h2>
        <DictFields dbcCfgs={dbcCfgs.data?.data} />
      </section>
      <section className="flex flex-col gap-4 rounded-lg border border-border-muted bg-surface p-4">
        <SignalsSection />
      </section>
    </PageForm>
  );
}

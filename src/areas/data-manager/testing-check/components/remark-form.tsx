import { useQueryClient } from '@tanstack/react-query';

import {
  getListTestChecksQueryKey,
  updateTestCheck,
} from '@/api/generated/endpoints/data-manager/data-manager';
import { updateTestCheckBodyLimits as limits } from '@/api/generated/limits';
import { AuthorizedButton } from '@/components/auth/authorized';
import { FormFrame } from '@/components/forms/form-frame';
import { TextField } from '@/components/forms/text-field';
import { useTextForm } from '@/components/forms/use-text-form';
import { notify } from '@/lib/notify';

import { testingCheckStrings as s } from '../strings';

/**
 * The check's remark, on the form kit's lighter path (one text field); what was typed stays when
 * saving fails.
 */
export function RemarkForm({ id, remark }: { id: number; remark: string }) {
  const queryClient = useQueryClient();
  const form = useTextForm({
    schema: () =>
      import('@/api/generated/zod/data-manager/data-manager.zod').then(
        (m) => m.UpdateTestCheckBody,
      ),
    defaultValues: { remark },
    toBody: (values) => ({ id, remark: values.remark.trim() }),
    submit: (data) => updateTestCheck(data),
    onSaved: () => {
      notify({ kind: 'success', message: s.remarkSaved });
      void queryClient.invalidateQueries({ queryKey: getListTestChecksQueryKey() });
    },
  });
  return (
    <FormFrame form={form} className="flex flex-col gap-2">
      <TextField name="remark" label={s.remark} rows={2} maxLength={limits.remark.maxLength} />
      <AuthorizedButton
        code="data:testing-check-edit"
        type="submit"
        size="sm"
        variant="outline"
        pending={form.pending}
        className="self-start"
      >
        {s.saveRemark}
      </AuthorizedButton>
    </FormFrame>
  );
}

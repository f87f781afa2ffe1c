import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import {
  getListTestChecksQueryKey,
  useUpdateTestCheck,
} from '@/api/generated/endpoints/data-manager/data-manager';
import { updateTestCheckBodyLimits as limits } from '@/api/generated/limits';
import { AuthorizedButton } from '@/components/auth/authorized';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/lib/notify';

import { testingCheckStrings as s } from '../strings';

/** The check's remark; what was typed stays when saving fails. */
export function RemarkForm({ id, remark }: { id: number; remark: string }) {
  const [text, setText] = useState(remark);
  const queryClient = useQueryClient();
  const update = useUpdateTestCheck({
    mutation: {
      onSuccess: () => {
        notify({ kind: 'success', message: s.remarkSaved });
        void queryClient.invalidateQueries({ queryKey: getListTestChecksQueryKey() });
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ data: { id, remark: text.trim() } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <FormField label={s.remark}>
        <textarea
          value={text}
          maxLength={limits.remark.maxLength}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          className="rounded border border-border px-2 py-1 text-sm"
        />
      </FormField>
      {update.isError && <Alert>{update.error.message}</Alert>}
      <AuthorizedButton
        code="data:testing-check-edit"
        type="submit"
        size="sm"
        variant="outline"
        pending={update.isPending}
        className="self-start"
      >
        {s.saveRemark}
      </AuthorizedButton>
    </form>
  );
}

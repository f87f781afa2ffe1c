import { useState } from 'react';

import { failureText } from '@/api/errors';
import { useValidateSigDict } from '@/api/generated/endpoints/data-compute/data-compute';
import { messages } from '@/strings/common';

import type { ValidateState } from './validate-dialog';

interface Target {
  id: number;
  name: string;
}

/** Runs validateSigDict for one stored dictionary and holds what the dialog shows. */
export function useValidateDict() {
  const [target, setTarget] = useState<Target | null>(null);
  const mutation = useValidateSigDict();
  const run = (next: Target) => {
    setTarget(next);
    mutation.reset();
    mutation.mutate({ data: { id: next.id } });
  };
  const state: ValidateState = mutation.isSuccess
    ? { status: 'success', valid: mutation.data.data.valid, problems: mutation.data.data.problems }
    : mutation.isError
      ? {
          status: 'error',
          message: failureText(mutation.error, messages.requestFailed),
        }
      : { status: 'pending' };
  return {
    name: target?.name ?? null,
    state,
    open: run,
    close: () => setTarget(null),
    retry: () => (target ? run(target) : undefined),
  };
}

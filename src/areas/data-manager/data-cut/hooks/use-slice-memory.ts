import { useState } from 'react';

import type { DownloadJobTicket } from '@/api/generated/model';
import { getDraft, getUserInfo, setDraft } from '@/lib/storage';

import { EMPTY_FORM, type SliceForm } from '../slice-form';

/** The last slice: what was asked, when, and the job or the refusal. */
export interface SliceOutcome {
  form: SliceForm;
  plate: string;
  at: string;
  ticket: DownloadJobTicket | null;
  error: string | null;
}

interface Memory {
  form: SliceForm;
  outcome: SliceOutcome | null;
}

const keyOf = () => `data-cut:${getUserInfo()?.id ?? 0}`;

const isForm = (value: unknown): value is SliceForm => {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    typeof form.vin === 'string' &&
    typeof form.startTime === 'string' &&
    typeof form.endTime === 'string' &&
    Array.isArray(form.portTypes) &&
    form.portTypes.every((p) => typeof p === 'string') &&
    Array.isArray(form.fileIds) &&
    form.fileIds.every((id) => Number.isInteger(id))
  );
};

const isOutcome = (value: unknown): value is SliceOutcome => {
  if (typeof value !== 'object' || value === null) return false;
  const outcome = value as Record<string, unknown>;
  const ticket = outcome.ticket as Record<string, unknown> | null;
  return (
    isForm(outcome.form) &&
    typeof outcome.plate === 'string' &&
    typeof outcome.at === 'string' &&
    (outcome.error === null || typeof outcome.error === 'string') &&
    (ticket === null ||
      (typeof ticket === 'object' &&
        typeof ticket.jobId === 'number' &&
        typeof ticket.name === 'string'))
  );
};

/** Reads what this user left here; anything unreadable (edited by hand, older shape) is dropped. */
export const readMemory = (): Memory => {
  const raw = getDraft(keyOf()) as Partial<Memory> | undefined;
  return {
    form: raw && isForm(raw.form) ? raw.form : EMPTY_FORM,
    outcome: raw && isOutcome(raw.outcome) ? raw.outcome : null,
  };
};

/** The form and last result of data cut, kept per user so leaving the screen loses neither. */
export function useSliceMemory() {
  const [memory] = useState(readMemory);
  const [outcome, setOutcome] = useState<SliceOutcome | null>(memory.outcome);
  return {
    storedForm: memory.form,
    outcome,
    remember: (form: SliceForm, next?: SliceOutcome | null) => {
      const kept = next === undefined ? outcome : next;
      if (next !== undefined) setOutcome(next);
      setDraft(keyOf(), { form, outcome: kept });
    },
  };
}

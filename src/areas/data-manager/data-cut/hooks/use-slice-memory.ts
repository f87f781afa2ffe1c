import { useCallback, useState } from 'react';

import type { DownloadJobTicket } from '@/api/generated/model';
import { getDraft, getUserInfo, setDraft } from '@/lib/storage';

import { EMPTY_FORM, type SliceForm } from '../slice-form';

/** The last slice the server took: what was asked, when, and its job in the download centre. */
export interface SliceOutcome {
  form: SliceForm;
  plate: string;
  at: string;
  ticket: DownloadJobTicket;
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
    typeof ticket === 'object' &&
    ticket !== null &&
    typeof ticket.jobId === 'number' &&
    typeof ticket.name === 'string'
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

/**
 * The form and the last slice of data cut, kept per user so leaving the screen loses neither. A
 * refused slice changes neither the last slice nor what was chosen: the form says why.
 */
export function useSliceMemory() {
  const [memory] = useState(readMemory);
  const [outcome, setOutcome] = useState<SliceOutcome | null>(memory.outcome);
  const rememberForm = useCallback(
    (form: SliceForm) => setDraft(keyOf(), { ...readMemory(), form }),
    [],
  );
  const rememberSlice = useCallback((next: SliceOutcome) => {
    setOutcome(next);
    setDraft(keyOf(), { form: next.form, outcome: next });
  }, []);
  return { storedForm: memory.form, outcome, rememberForm, rememberSlice };
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';

import type { AuthorityCode } from '@/api/generated/model';
import { AuthorizedButton } from '@/components/auth/authorized';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { getDraft, removeDraft, setDraft } from '@/lib/storage';
import { FORM_DRAFT_DEBOUNCE_MS } from '@/lib/use-form-draft';

import { DraftOffer } from './draft-offer';
import { ContractFormRoot } from './form-root';
import { LeaveGuardDialog, useLeaveGuard } from './leave-guard';
import { formStrings as s } from './strings';
import type { ContractForm } from './use-contract-form';

export interface PageFormProps<V extends FieldValues, B> {
  form: ContractForm<V, B>;
  /** Shown above the fields (a section heading); the page's title stays the page's. */
  header?: ReactNode;
  /** Classes of the form element (`max-w-none` for a form as wide as the page). */
  className?: string;
  /** Without it there is no Cancel (a panel the user stays on after saving). */
  onCancel?: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** Keeps what is typed in storage under this key (per user and route) and offers it back. */
  draftKey?: string;
  /** Asks before leaving with unsaved changes; says what happens to them. */
  leaveDescription?: string;
  /** Holds Save (what the form edits cannot be changed now); the fields are the caller's. */
  disabled?: boolean;
  /**
   * Reads a stored draft back (with `draftKey`): the values, or undefined for anything that is not
   * a draft of this form, which is then not offered. Without it a stored object is taken as it is.
   */
  parseDraft?: (stored: unknown) => V | undefined;
  /** The `x-authority` of the save call: without it Save stays in place, disabled with the reason. */
  submitCode?: AuthorityCode;
}

/**
 * A full-page form: the reason a save failed on top, the fields, Cancel and Save held while
 * saving; optionally a draft kept while typing and a question before leaving unsaved changes.
 */
export function PageForm<V extends FieldValues, B>({
  form,
  header,
  className,
  onCancel,
  children,
  submitLabel,
  draftKey,
  leaveDescription,
  disabled,
  parseDraft,
  submitCode,
}: PageFormProps<V, B>) {
  const [offer, setOffer] = useState(() => (draftKey ? readDraft(draftKey, parseDraft) : null));
  // While a draft is offered the form waits for the answer: nothing can be typed, picked or saved.
  const waiting = offer !== null;
  const save = {
    type: 'submit',
    variant: 'primary',
    pending: form.pending,
    disabled: disabled || waiting,
    children: submitLabel ?? s.save,
  } as const;
  return (
    <ContractFormRoot form={form} className={cn('flex max-w-3xl flex-col gap-4', className)}>
      {header ?? null}
      {draftKey ? (
        <FormDraft
          form={form}
          storageKey={draftKey}
          offer={offer}
          onAnswered={() => setOffer(null)}
        />
      ) : null}
      <fieldset disabled={waiting} className="contents">
        {children}
      </fieldset>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button onClick={onCancel} disabled={form.pending}>
            {s.cancel}
          </Button>
        ) : null}
        {submitCode ? <AuthorizedButton code={submitCode} {...save} /> : <Button {...save} />}
      </div>
      {leaveDescription ? <LeaveGuard form={form} description={leaveDescription} /> : null}
    </ContractFormRoot>
  );
}

function LeaveGuard<V extends FieldValues, B>(props: {
  form: ContractForm<V, B>;
  description: string;
}) {
  const { blocker } = useLeaveGuard(props.form.methods.formState.isDirty, props.form.saved);
  return <LeaveGuardDialog blocker={blocker} description={props.description} />;
}

interface StoredDraft<V> {
  savedAt: string;
  form: V;
}

const readDraft = <V,>(
  key: string,
  parse: ((stored: unknown) => V | undefined) | undefined,
): StoredDraft<V> | null => {
  const stored = getDraft(key);
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, form } = stored as { savedAt?: unknown; form?: unknown };
  if (typeof savedAt !== 'string' || typeof form !== 'object' || form === null) return null;
  const values = parse ? parse(form) : (form as V);
  return values === undefined ? null : { savedAt, form: values };
};

/** The draft of a form: written while typing (debounced), offered back on the next visit. */
function FormDraft<V extends FieldValues, B>(props: {
  form: ContractForm<V, B>;
  storageKey: string;
  offer: StoredDraft<V> | null;
  onAnswered: () => void;
}) {
  const { form, storageKey, offer, onAnswered } = props;
  const { methods, saved } = form;
  const values = useWatch({ control: methods.control });
  const { isDirty: dirty, isSubmitSuccessful: submitted } = methods.formState;
  // The write the debounce still holds: leaving (route change, reload, closed tab) makes it now.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    // An offered draft is not overwritten before the user answers; a saved form keeps none.
    if (offer) return undefined;
    const write = () => {
      pending.current = null;
      if (saved.current || !dirty) removeDraft(storageKey);
      else setDraft(storageKey, { savedAt: new Date().toISOString(), form: values });
    };
    if (saved.current) {
      write();
      return undefined;
    }
    pending.current = write;
    const timer = setTimeout(write, FORM_DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [offer, values, dirty, submitted, saved, storageKey]);
  // Leaving (route change, reload, closed tab) makes the write the debounce still holds; a save
  // usually leaves the page at once, before the debounce, and its draft goes with it.
  useEffect(() => {
    const flush = () => pending.current?.();
    const forgetSaved = () => (saved.current ? removeDraft(storageKey) : undefined);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
      forgetSaved();
    };
  }, [saved, storageKey]);
  if (!offer) return null;
  return (
    <DraftOffer
      savedAt={offer.savedAt}
      onRestore={() => {
        methods.reset(offer.form, { keepDefaultValues: true });
        onAnswered();
      }}
      onDiscard={() => {
        removeDraft(storageKey);
        onAnswered();
      }}
    />
  );
}

import type { FormEvent, ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';

import type { FieldDescription } from './error-map';
import { DescribeContext, type FieldBinding, FieldBindingContext } from './form-context';

/** What the form element needs of a form, whichever store holds its state. */
export interface FramedForm {
  binding: FieldBinding;
  describe: (name: string, field: FieldDescription) => () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | undefined;
}

export interface FormFrameProps {
  form: FramedForm;
  className?: string;
  /** The form's accessible name, for a form that no dialog or page heading names. */
  label?: string;
  /** The first child (a dialog's header) comes before the reason a save failed. */
  children: [ReactNode, ...ReactNode[]];
}

/** The form element: fields bound to the form, the failure shown on top. */
export function FormFrame({ form, className, label, children: [head, ...rest] }: FormFrameProps) {
  return (
    <FieldBindingContext value={form.binding}>
      <DescribeContext value={form.describe}>
        <form noValidate onSubmit={form.onSubmit} className={className} aria-label={label}>
          {head}
          {form.failure ? <Alert>{form.failure}</Alert> : null}
          {rest}
        </form>
      </DescribeContext>
    </FieldBindingContext>
  );
}

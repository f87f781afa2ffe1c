import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';

import { FormFrame } from './form-frame';
import type { ContractForm } from './use-contract-form';

interface ContractFormRootProps<V extends FieldValues, B> {
  form: ContractForm<V, B>;
  className?: string;
  /** The form's accessible name, for a form that no dialog or page heading names. */
  label?: string;
  /** The first child (a dialog's header) comes before the reason a save failed. */
  children: [ReactNode, ...ReactNode[]];
}

/** The form element of both shells: fields bound to the form, the failure shown on top. */
export function ContractFormRoot<V extends FieldValues, B>({
  form,
  ...frame
}: ContractFormRootProps<V, B>) {
  return (
    <FormProvider {...form.methods}>
      <FormFrame form={form} {...frame} />
    </FormProvider>
  );
}

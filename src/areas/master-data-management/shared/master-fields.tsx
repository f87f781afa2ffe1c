import { ChoiceField, TextField } from '@/components/forms/form-fields';

import { enumOptions } from './options';
import { masterStrings as m } from './strings';
import type { MasterEnums } from './use-master-enums';

export interface RequiredTextFieldsProps<N extends string> {
  names: readonly N[];
  labels: Readonly<Record<N, string>>;
  /** The body's limits (src/api/generated/limits.ts): each input stops a little past its cap. */
  limits: Readonly<Record<N, { maxLength: number }>>;
}

/** The required text fields of a dialog, in order; the first one takes the focus. */
export function RequiredTextFields<N extends string>({
  names,
  labels,
  limits,
}: RequiredTextFieldsProps<N>) {
  return names.map((name, index) => (
    <TextField
      key={name}
      name={name}
      label={labels[name]}
      required
      autoFocus={index === 0}
      maxLength={limits[name].maxLength + 10}
    />
  ));
}

/** The valid flag of a record, from the server's enumeration. */
export function ValidFlagField({ enums }: { enums: MasterEnums }) {
  return (
    <ChoiceField name="valid_flag" label={m.validFlag} options={enumOptions(enums.validFlags)} />
  );
}

/** The remark, across the whole width of a two-column dialog. */
export function RemarkField() {
  return <TextField name="remark" label={m.remark} rows={2} className="sm:col-span-2" />;
}

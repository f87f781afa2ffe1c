import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { EntityForm, FormValues } from './use-entity-form';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** One field of a master data form, by the name of its value. */
export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  kind?: 'text' | 'select' | 'textarea';
  options?: readonly ChoiceOption[];
  required?: boolean;
  maxLength?: number;
  /** Shown under the field (a check under way, what the server said). */
  hint?: ReactNode;
  wide?: boolean;
  onBlur?: () => void;
}

const textareaClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30';

/** The fields of a form from their specs, each with its message beside it. */
export function EntityFields<V extends FormValues>({
  form,
  fields,
}: {
  form: EntityForm<V>;
  fields: readonly FieldSpec<V>[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field, index) => {
        const value = form.values[field.name] ?? '';
        const error = form.errors[field.name];
        const change = (next: string) => form.set({ [field.name]: next } as Partial<V>);
        if (field.kind === 'select')
          return (
            <SelectField
              key={field.name}
              name={field.name}
              label={field.label}
              required={field.required}
              value={value}
              error={error}
              onValueChange={change}
            >
              {(field.options ?? []).map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectField>
          );
        return (
          <FormField
            key={field.name}
            label={field.label}
            error={error}
            hint={field.hint}
            required={field.required}
            className={field.wide || field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
          >
            {field.kind === 'textarea' ? (
              <textarea
                name={field.name}
                rows={2}
                className={textareaClass}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <Input
                name={field.name}
                autoFocus={index === 0}
                autoComplete="off"
                maxLength={field.maxLength ? field.maxLength + 10 : undefined}
                value={value}
                onChange={(event) => change(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}

import { type FieldError, get, useFormState } from 'react-hook-form';

/** The message the form holds for a field, else one the caller knows (a VIN already taken). */
export function useFieldError(name: string, extra: string | undefined): string | undefined {
  const { errors } = useFormState({ name });
  const own = (get(errors, name) as FieldError | undefined)?.message;
  return own || extra;
}

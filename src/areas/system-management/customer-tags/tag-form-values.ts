import { saveCustomerTagBodyLimits as limits } from '@/api/generated/limits';
import type { CustomerTag, CustomerTagSaveRequest } from '@/api/generated/model';
import { customerTagStrings as s } from './strings';

export interface TagFormValues {
  name: string;
  description: string;
}
export type TagField = keyof TagFormValues;
export const FIELD_ORDER: readonly TagField[] = ['name', 'description'];

export const valuesOf = (tag: CustomerTag | null): TagFormValues => ({
  name: tag?.name ?? '',
  description: tag?.description ?? '',
});

/** Messages by field, in the contract's limits; empty when the form can be sent. */
export function validateTag(values: TagFormValues): Partial<Record<TagField, string>> {
  const errors: Partial<Record<TagField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = s.nameRequired;
  else if (name.length > limits.name.maxLength) errors.name = s.nameTooLong(limits.name.maxLength);
  if (values.description.trim().length > limits.description.maxLength)
    errors.description = s.descriptionTooLong(limits.description.maxLength);
  return errors;
}

export const toRequest = (values: TagFormValues): CustomerTagSaveRequest => ({
  name: values.name.trim(),
  description: values.description.trim(),
});

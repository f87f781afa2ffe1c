import type { CustomerTag, CustomerTagSaveRequest } from '@/api/generated/model';

export interface TagFormValues {
  name: string;
  description: string;
}

export const valuesOf = (tag: CustomerTag | null): TagFormValues => ({
  name: tag?.name ?? '',
  description: tag?.description ?? '',
});

/** The request body, which the contract's SaveCustomerTagBody checks before it is sent. */
export const toRequest = (values: TagFormValues): CustomerTagSaveRequest => ({
  name: values.name.trim(),
  description: values.description.trim(),
});

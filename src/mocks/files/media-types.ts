import { operations } from '../../api/generated/operations';

/** Success media type of every contract call that does not answer JSON, read off the contract. */
export const nonJsonMediaTypes: Readonly<Record<string, string>> = Object.fromEntries(
  operations.filter((op) => op.responseKind !== 'json').map((op) => [op.operationId, op.mediaType]),
);

export type ApiErrorKind =
  'business' | 'session' | 'http' | 'network' | 'timeout' | 'schema' | 'aborted';

export interface ApiErrorDetails {
  status?: number;
  code?: number | number[];
  operationId?: string;
  cause?: unknown;
}

/** The one error type every call rejects with; `message` is the zh-CN text to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number | number[];
  readonly operationId?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.operationId = details.operationId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The text to show for a failed call: an `ApiError`'s message (already the zh-CN text), else the
 * caller's fallback (its own text, or `null`/`undefined` where nothing more is shown).
 */
export const failureText = <F extends string | null | undefined>(
  error: unknown,
  fallback: F,
): string | F => (isApiError(error) ? error.message : fallback);

/** A code whose decimal digits start with 102, or a list headed by 102: the session is gone. */
export const isSessionExpiredCode = (code: unknown): boolean => {
  if (typeof code === 'number') return Number.isInteger(code) && String(code).startsWith('102');
  if (Array.isArray(code)) return code[0] === 102;
  return false;
};

/** Where and why a response first breaks its schema, from the check's issues. */
export const firstIssue = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const issue = issues[0];
  const where = issue?.path.map(String).join('.') || '(root)';
  return `${where}: ${issue?.message ?? 'invalid'}`;
};

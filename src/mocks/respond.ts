import { HttpResponse } from 'msw';

import type { components } from '../api/generated/paths';

export interface BusinessError {
  code: number | readonly number[];
  msg: string;
}

/** The success envelope around a call's data. */
export interface Envelope<T> {
  code: 0;
  msg: string;
  data: T;
}

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

declare const businessFailure: unique symbol;
/**
 * The contract's error envelope as `fail` builds it. The brand lets a typed handler tell it from a
 * success envelope, so `ok(...)` with the wrong data cannot pass for a failure.
 */
export type FailureBody = ErrorEnvelope & {
  readonly [businessFailure]: true;
};

/** A success envelope, as every JSON call of the contract answers. */
export const ok = <T>(data: T): HttpResponse<Envelope<T>> =>
  HttpResponse.json<Envelope<T>>({ code: 0, msg: 'success', data });

/**
 * A business failure: HTTP 200 with a non-zero code, which is how the platform reports
 * refused logins, expired sessions and the like (the client reads the code, not the status).
 * A refusal the contract answers with an error status (403 无权限) passes that `status`.
 */
export const fail = (error: BusinessError, status = 200): HttpResponse<FailureBody> => {
  const { code, msg } = error;
  const body: ErrorEnvelope = {
    code: typeof code === 'number' ? code : [...code],
    msg,
    data: null,
  };
  // The brand is a type only: the answer is the plain error envelope.
  return HttpResponse.json<ErrorEnvelope>(body, { status }) as HttpResponse<FailureBody>;
};

/** A request whose JSON body has the given type: a typed handler's request, or any Request. */
export type BodyRequest<Body> = Request & { json(): Promise<Body> };

/** The fields of a body, each read as unknown until checked. */
export type LooseBody<Body> = 0 extends 1 & Body
  ? Record<string, unknown>
  : { [Name in keyof Body]?: unknown };

/**
 * Reads a JSON body without throwing; a broken body reads as an empty object. Only the fields the
 * contract gives the call's body can be read from the result.
 */
export const readJson = async <Body>(request: BodyRequest<Body>): Promise<LooseBody<Body>> => {
  const empty = {} as LooseBody<Body>;
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as LooseBody<Body>)
      : empty;
  } catch {
    return empty;
  }
};

export const str = <Body extends object>(body: Body, name: keyof Body): string => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

import { HttpResponse } from 'msw';

export interface BusinessError {
  code: number | readonly number[];
  msg: string;
}

/** A success envelope, as every JSON call of the contract answers. */
export const ok = <T>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

/**
 * A business failure: HTTP 200 with a non-zero code, which is how the platform reports
 * refused logins, expired sessions and the like (the client reads the code, not the status).
 */
export const fail = (error: BusinessError) =>
  HttpResponse.json({ code: error.code, msg: error.msg, data: null });

/** Reads a JSON body without throwing; a broken body reads as an empty object. */
export const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

export const str = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

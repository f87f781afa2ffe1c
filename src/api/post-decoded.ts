import { httpClient, type JsonReader } from './http-client';

/**
 * A read-only POST of the contract whose answer `decodeJson` turns into `T` (off the main thread
 * when it is large): the client sends and checks it as every call, and hands back the reader's value.
 */
export const postDecoded = <T>(
  url: string,
  body: unknown,
  decodeJson: JsonReader,
  signal?: AbortSignal,
): Promise<T> =>
  httpClient<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
    decodeJson,
  });

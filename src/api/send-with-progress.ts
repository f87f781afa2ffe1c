/** Reports how much of a request body has been sent, as bytes sent and bytes in all. */
export type UploadProgress = (sent: number, total: number) => void;

declare global {
  interface RequestInit {
    /**
     * Reports the upload of the body as it goes (firmware and data files are large). A call given
     * this is sent with XMLHttpRequest, the one browser API that reports upload progress.
     */
    onUploadProgress?: UploadProgress;
  }
}

const NO_BODY = new Set([101, 204, 205, 304]);

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/** fetch's contract (a Response, or a rejection on no answer or abort) over XMLHttpRequest. */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Headers; body?: BodyInit | null; signal: AbortSignal },
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal.aborted) {
      reject(init.signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    init.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    const onAbort = () => xhr.abort();
    init.signal.addEventListener('abort', onAbort, { once: true });
    const done = () => init.signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const body = NO_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(
        new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(init.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    // A stream body cannot go through XMLHttpRequest; the callers that ask for progress send files.
    xhr.send(init.body instanceof ReadableStream ? null : (init.body ?? null));
  });
}

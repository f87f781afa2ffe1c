import { failureText, isApiError } from '@/api/errors';
import { notify } from '@/lib/notify';
import { messages } from '@/strings/common';

// The client already toasts a lost network, a timeout and HTTP 504, and moves an expired session
// to the login screen: a second toast for those would only repeat it.
const reportedByClient = (error: unknown): boolean =>
  isApiError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'aborted' ||
    error.kind === 'session' ||
    (error.kind === 'http' && error.status === 504));

/** Shows why an action failed, in the words the server or the client catalogue gave. */
export function notifyActionError(error: unknown): void {
  if (reportedByClient(error)) return;
  notify({ kind: 'error', message: failureText(error, messages.requestFailed) });
}

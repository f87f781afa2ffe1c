import { useState } from 'react';

import { failureText } from '@/api/errors';
import { useResetAccountPassword } from '@/api/generated/endpoints/system-management/system-management';
import type { Account } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { generatePassword } from '@/lib/password-rules';

import { accountStrings as s } from '../strings';

/**
 * Password reset: the console makes a strong password, the server takes it, and it is shown once to be
 * copied; closing the dialog forgets it.
 */
export function ResetPasswordDialog(props: { account: Account | null; onClose: () => void }) {
  const { account, onClose } = props;
  const [shown, setShown] = useState<string | null>(null);
  const reset = useResetAccountPassword();
  const close = () => {
    setShown(null);
    reset.reset();
    onClose();
  };
  const confirm = () => {
    if (!account) return;
    const newPassword = generatePassword();
    reset.mutate(
      { data: { id: account.id, newPassword } },
      { onSuccess: () => setShown(newPassword) },
    );
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown ?? '');
      notify({ kind: 'success', message: s.copied });
    } catch {
      notify({ kind: 'error', message: s.copyFailed });
    }
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {account ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{s.resetTitle}</DialogTitle>
            <DialogDescription>
              {shown ? s.resetDone(account.username) : s.resetDescription(account.username)}
            </DialogDescription>
          </DialogHeader>
          {reset.isError ? <Alert>{failureText(reset.error, s.actionFailed)}</Alert> : null}
          {shown ? (
            <div className="flex items-center gap-2">
              <output
                aria-label={s.newPassword}
                className="flex-1 rounded-md bg-surface-hover px-3 py-2 font-mono text-base select-all"
              >
                {shown}
              </output>
              <Button onClick={() => void copy()}>{s.copy}</Button>
            </div>
          ) : null}
          <DialogFooter>
            {shown ? (
              <Button variant="primary" onClick={close}>
                {s.close}
              </Button>
            ) : (
              <>
                <Button onClick={close} disabled={reset.isPending}>
                  {s.cancel}
                </Button>
                <Button variant="destructive" pending={reset.isPending} onClick={confirm}>
                  {s.resetConfirm}
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

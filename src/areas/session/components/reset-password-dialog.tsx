// Loaded apart from the login screen: the dialog's classes may override, so cn() merges from here on.
import '@/lib/class-merger';

import type { ReactNode, RefObject } from 'react';

import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';

import { ResetPasswordForm } from './reset-password-form';

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user already typed on the login form. */
  initialUsername: string;
  /** A Radix trigger; leave it out when the opener lives outside this (lazily loaded) module. */
  trigger?: ReactNode;
  /** Gets the focus back on close when there is no trigger. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function ResetPasswordDialog({
  open,
  onOpenChange,
  initialUsername,
  trigger,
  returnFocusRef,
}: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        onCloseAutoFocus={
          returnFocusRef
            ? (event) => {
                event.preventDefault();
                returnFocusRef.current?.focus();
              }
            : undefined
        }
      >
        {/* Mounted only while open, so every opening starts with a fresh captcha. */}
        <ResetPasswordForm initialUsername={initialUsername} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

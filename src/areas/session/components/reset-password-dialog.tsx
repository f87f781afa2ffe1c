import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { sessionStrings as s } from '../strings';
import { ResetPasswordForm } from './reset-password-form';

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user already typed on the login form. */
  initialUsername: string;
  trigger: ReactNode;
}

export function ResetPasswordDialog({
  open,
  onOpenChange,
  initialUsername,
  trigger,
}: ResetPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{s.resetTitle}</DialogTitle>
          <DialogDescription>{s.resetDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with a fresh captcha. */}
        <ResetPasswordForm initialUsername={initialUsername} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

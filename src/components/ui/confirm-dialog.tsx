import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { cn } from '@/lib/class-names';

import { Button } from './button';
import { contentClassName, overlayClassName } from './dialog';
import { returnFocus } from './return-focus';
import { uiStrings } from './strings';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Called on confirm; the dialog stays open so the caller can close it when its work succeeds. */
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (deletions, stopping tasks). */
  destructive?: boolean;
  pending?: boolean;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = uiStrings.confirm,
  cancelLabel = uiStrings.cancel,
  destructive = false,
  pending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content
          className={cn(contentClassName, 'max-w-sm')}
          onCloseAutoFocus={returnFocus}
        >
          <AlertDialog.Title className="text-lg font-semibold text-fg">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-sm text-fg-muted">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          {children}
          <div className="flex justify-end gap-2 pt-2">
            <AlertDialog.Cancel asChild>
              <Button disabled={pending}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              pending={pending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

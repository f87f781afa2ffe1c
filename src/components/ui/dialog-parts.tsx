import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/class-names';

import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { returnFocus } from './return-focus';
import { uiStrings } from './strings';

// The dialogs' own code, loaded when a dialog first opens (see dialog.tsx and confirm-dialog.tsx).

export const DialogRoot = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClassName = 'fixed inset-0 z-50 bg-overlay/40';
const contentClassName =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 shadow-xl focus:outline-none';

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the × button in the corner (e.g. while a request must finish first). */
  hideClose?: boolean;
}

export function DialogContent({
  className,
  children,
  hideClose,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(contentClassName, className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event);
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label={uiStrings.close}
            className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-fg', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-fg-muted', className)} {...props} />
  );
}

export function ConfirmDialogBody({
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

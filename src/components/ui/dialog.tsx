import type { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useCallback } from 'react';

import { cn } from '@/lib/class-names';

import type { DialogContentProps } from './dialog-parts';
import { lazyPart, loadedPart, useLazyPart } from './lazy-part';

export type { DialogContentProps } from './dialog-parts';

/** The dialogs' own code (dialog-parts.tsx): it loads when a dialog first opens. */
export const dialogParts = lazyPart(() => import('./dialog-parts'));

// Every part below renders inside a Dialog, which renders only once the code is there.
const loaded = () => loadedPart(dialogParts, 'a dialog part');

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

/**
 * A modal dialog. Closed, it renders nothing and loads nothing; the first time it opens its code
 * loads (a moment), and a failed load says so and closes it again, so the next open tries again.
 * Without `open` it manages itself (with a DialogTrigger) and loads at once.
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange } = props;
  const close = useCallback(() => onOpenChange?.(false), [onOpenChange]);
  const parts = useLazyPart(dialogParts, open !== false, close);
  if (!parts) return null;
  return <parts.DialogRoot {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const { DialogTrigger: Trigger } = loaded();
  return <Trigger {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { DialogClose: Close } = loaded();
  return <Close {...props} />;
}

export function DialogContent(props: DialogContentProps) {
  const { DialogContent: Content } = loaded();
  return <Content {...props} />;
}

export function DialogTitle(props: ComponentProps<typeof DialogPrimitive.Title>) {
  const { DialogTitle: Title } = loaded();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentProps<typeof DialogPrimitive.Description>) {
  const { DialogDescription: Description } = loaded();
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex justify-end gap-2 pt-2', className)} {...props} />;
}

import { type ReactNode, useCallback } from 'react';

import { dialogParts } from './dialog';
import { useLazyPart } from './lazy-part';

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

/**
 * A confirmation (alert) dialog. Closed, it renders nothing and loads nothing: its code is the
 * dialogs' own (dialog-parts.tsx), loaded when it first opens; a failed load says so and closes it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange } = props;
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const parts = useLazyPart(dialogParts, open, close);
  if (!parts) return null;
  return <parts.ConfirmDialogBody {...props} />;
}

import { type ComponentType, Fragment, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { ContractFormRoot } from './form-root';
import { formStrings as s } from './strings';
import type { ContractForm } from './use-contract-form';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Width of the dialog (Tailwind max-w-*). */
  className?: string;
  /** The form, mounted only while open: key it by what it edits so each opening starts fresh. */
  children: ReactNode;
}

/** The dialog a form opens in; closing it (Esc, outside click) calls onClose. */
export function FormDialog({ open, onClose, className, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? <DialogContent className={className ?? 'max-w-lg'}>{children}</DialogContent> : null}
    </Dialog>
  );
}

/** What an add/edit dialog is open for: a new record, or the one to edit; null when closed. */
export type EditTarget<T> = { kind: 'add' } | { kind: 'edit'; row: T } | null;

/** An add/edit dialog that is open: for a new record, or for one row. */
export type OpenTarget<T> = NonNullable<EditTarget<T>>;

export interface EditFormDialogProps<T extends { id: number }> {
  target: EditTarget<T>;
  onClose: () => void;
  /** Width of the dialog (Tailwind max-w-*). */
  className?: string;
  /** The form, given the record it edits (null for a new one). */
  children: (editing: T | null) => ReactNode;
}

/**
 * The dialog of an add/edit form: open while it has a target, the form inside keyed by the record
 * it edits, so every opening starts from that record (or blank) and not from the last one typed.
 */
export function EditFormDialog<T extends { id: number }>({
  target,
  onClose,
  className = 'max-w-2xl',
  children,
}: EditFormDialogProps<T>) {
  const editing = target?.kind === 'edit' ? target.row : null;
  return (
    <FormDialog open={target !== null} onClose={onClose} className={className}>
      {target ? <Fragment key={editing?.id ?? 'add'}>{children(editing)}</Fragment> : null}
    </FormDialog>
  );
}

/** What the form inside an add/edit dialog is given. */
export interface EditFormProps<T> {
  /** The record it edits; null for a new one. */
  editing: T | null;
  onClose: () => void;
}

/** An add/edit dialog made by `editFormDialog`: open while it has a target. */
export interface EditDialogProps<T> {
  target: EditTarget<T>;
  onClose: () => void;
}

/**
 * The add/edit dialog of one form: a screen keeps the target in its state and renders the dialog
 * with it; the form inside is keyed by the record, as `EditFormDialog` does.
 */
export function editFormDialog<T extends { id: number }>(
  Form: ComponentType<EditFormProps<T>>,
  className?: string,
): ComponentType<EditDialogProps<T>> {
  return function EditDialog({ target, onClose }: EditDialogProps<T>) {
    return (
      <EditFormDialog target={target} onClose={onClose} className={className}>
        {(editing) => <Form editing={editing} onClose={onClose} />}
      </EditFormDialog>
    );
  };
}

export interface FormDialogBodyProps<V extends FieldValues, B> {
  form: ContractForm<V, B>;
  title: string;
  description: ReactNode;
  onCancel: () => void;
  children: ReactNode;
  submitLabel?: string;
}

/**
 * A dialog's form: title, the reason a save failed on top, the fields, then Cancel and Save, both
 * held while saving. A refused save leaves the dialog open with everything typed.
 */
export function FormDialogBody<V extends FieldValues, B>({
  form,
  title,
  description,
  onCancel,
  children,
  submitLabel,
}: FormDialogBodyProps<V, B>) {
  return (
    <ContractFormRoot form={form} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button onClick={onCancel} disabled={form.pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={form.pending}>
          {submitLabel ?? s.save}
        </Button>
      </DialogFooter>
    </ContractFormRoot>
  );
}

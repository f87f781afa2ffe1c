import type { ReactNode } from 'react';
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
import { EntityFields, type FieldSpec } from './entity-fields';
import { masterStrings as s } from './strings';
import type { EntityForm, FormValues } from './use-entity-form';

/** What a form dialog is open for: a new record, or one to edit; null when closed. */
export type DialogTarget<T> = { kind: 'add' } | { kind: 'edit'; row: T } | null;

/** The dialog around a form: opened for a target, its body keyed so each opening starts fresh. */
export function EntityDialog<T>({
  target,
  onClose,
  rowKey,
  children,
}: {
  target: DialogTarget<T>;
  onClose: () => void;
  rowKey: (row: T) => number;
  children: (target: NonNullable<DialogTarget<T>>) => ReactNode;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          className="max-w-2xl"
          key={target.kind === 'edit' ? rowKey(target.row) : 'add'}
        >
          {children(target)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface EntityFormBodyProps<V extends FormValues> {
  form: EntityForm<V>;
  fields: readonly FieldSpec<V>[];
  title: string;
  description: string;
  onClose: () => void;
  /** Fields the specs cannot describe, after the others. */
  children?: ReactNode;
}

/** Title, the fields with their messages, the server's refusal and Cancel/Save. */
export function EntityFormBody<V extends FormValues>(props: EntityFormBodyProps<V>) {
  const { form, fields, title, description, onClose, children } = props;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {form.serverError ? <Alert>{form.serverError}</Alert> : null}
      <EntityFields form={form} fields={fields} />
      {children}
      <DialogFooter>
        <Button onClick={onClose} disabled={form.pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={form.pending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

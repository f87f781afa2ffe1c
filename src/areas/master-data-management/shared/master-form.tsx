import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

import {
  getListVehicleModelOptionsQueryKey,
  saveEcu,
  saveTester,
  saveVehicle,
  saveVehicleModel,
  updateEcu,
  updateTester,
  updateVehicle,
  updateVehicleModel,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type * as Schemas from '@/api/generated/zod/master-data-management/master-data-management.zod';
import type { OpenTarget } from '@/components/forms/form-dialog';
import { EditFormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import {
  type ContractForm,
  type FormRules,
  useContractForm,
} from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { masterCalls } from './master-calls';
import { masterStrings as m } from './strings';

interface Saves<B> {
  /** The contract's request body schema, picked from the area's zod module. */
  schema: (z: typeof Schemas) => ZodType<B>;
  save: (body: B) => Promise<unknown>;
  update: (body: B & { id: number }) => Promise<unknown>;
  /** Other lists a save changes (an option list of the saved records). */
  alsoRefresh?: readonly QueryKey[];
}

/** Pairs a body schema with the calls that take its body. */
const saves = <B,>(entry: Saves<B>) => entry;

/** What each master data dialog saves: the body schema, the save and update calls. */
const masterSaves = {
  tester: saves({ schema: (z) => z.SaveTesterBody, save: saveTester, update: updateTester }),
  vehicle: saves({ schema: (z) => z.SaveVehicleBody, save: saveVehicle, update: updateVehicle }),
  'vehicle-model': saves({
    schema: (z) => z.SaveVehicleModelBody,
    save: saveVehicleModel,
    update: updateVehicleModel,
    alsoRefresh: [getListVehicleModelOptionsQueryKey()],
  }),
  ecu: saves({ schema: (z) => z.SaveEcuBody, save: saveEcu, update: updateEcu }),
};

type FormEntity = keyof typeof masterSaves;
type Body<E extends FormEntity> = Parameters<(typeof masterSaves)[E]['save']>[0];

/** A master data dialog's form: the contract form, whether it edits a row, and its close. */
export interface MasterForm<V extends FieldValues, B> extends ContractForm<V, B> {
  editing: boolean;
  close: () => void;
}

export interface MasterFormOptions<E extends FormEntity, V extends FieldValues> {
  defaultValues: V;
  /** Form values to the request body (trimmed text, numbers from choices). */
  toBody: (values: V) => unknown;
  rules?: FormRules<V>;
  /** Names the saved record in the toast (default: the body's name). */
  savedName?: (body: Body<E>, values: V) => string;
}

/**
 * The form of a master data dialog on the contract: the body schema of `entity`'s save call, save
 * (add) or update (edit) of the target's row, then the toast, the list read again and the dialog
 * closed. A refused save keeps the dialog open with everything typed.
 */
export function useMasterForm<
  E extends FormEntity,
  V extends FieldValues,
  T extends { id: number },
>(
  entity: E,
  target: OpenTarget<T>,
  onClose: () => void,
  options: MasterFormOptions<E, V>,
): MasterForm<V, Body<E>> {
  const queryClient = useQueryClient();
  const entry = masterSaves[entity] as unknown as Saves<Body<E>>;
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        entry.schema,
      ),
    defaultValues: options.defaultValues,
    toBody: options.toBody,
    rules: options.rules,
    submit: (body) => (row ? entry.update({ ...body, id: row.id }) : entry.save(body)),
    onSaved: (body, values) => {
      const name = options.savedName?.(body, values) ?? (body as { name: string }).name;
      notify({ kind: 'success', message: m.saved(name) });
      for (const queryKey of [masterCalls[entity].key(), ...(entry.alsoRefresh ?? [])])
        void queryClient.invalidateQueries({ queryKey });
      onClose();
    },
    failure: m.saveFailed,
  });
  return { ...form, editing: row !== undefined, close: onClose };
}

interface DialogTexts {
  addTitle: string;
  addDescription: string;
  editTitle: string;
  editDescription: (name: string) => string;
}

export interface MasterFormBodyProps<V extends FieldValues, B> {
  form: MasterForm<V, B>;
  texts: DialogTexts;
  /** The name of the row being edited, for the description. */
  name: string | undefined;
  /** The fields, two to a row. */
  children: ReactNode;
  /** Fields across the whole width under them. */
  below?: ReactNode;
}

/** A master data dialog's form: add or edit title and description, the fields, Cancel and Save. */
export function MasterFormBody<V extends FieldValues, B>(props: MasterFormBodyProps<V, B>) {
  const { form, texts } = props;
  return (
    <FormDialogBody
      form={form}
      title={form.editing ? texts.editTitle : texts.addTitle}
      description={form.editing ? texts.editDescription(props.name ?? '') : texts.addDescription}
      onCancel={form.close}
    >
      <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
      {props.below}
    </FormDialogBody>
  );
}

type OpenProps = { target: OpenTarget<{ id: number }>; onClose: () => void };

/**
 * The dialog of a master data list's add and edit around its form: open while there is a target,
 * each opening (a new record, another row) starting afresh.
 */
export function masterFormDialog<P extends OpenProps>(Form: ComponentType<P>) {
  return function MasterFormDialog(props: Omit<P, 'target'> & { target: P['target'] | null }) {
    const { target } = props;
    return (
      <EditFormDialog target={target} onClose={props.onClose}>
        {() => target && <Form {...(props as unknown as P)} target={target} />}
      </EditFormDialog>
    );
  };
}

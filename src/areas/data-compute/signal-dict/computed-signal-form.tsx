import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { createSigDictBodyLimits } from '@/api/generated/limits';
import type { SigDictEntry, SigFormula } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { type FormRules, useContractForm } from '@/components/forms/use-contract-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import { signalDictStrings as s } from './strings';
import { NAME_PATTERN } from './validation';

const limits = createSigDictBodyLimits.sig_list.fields.sigList.items.fields;
// A select with thousands of options is unusable; the first ones cover the usual case.
const MAX_ARG_OPTIONS = 500;

/** `avg({sig1})` with the chosen signal names in place of the placeholders. */
export const applyFormula = (formula: SigFormula, args: readonly string[]): string =>
  formula.expression.replace(/\{sig(\d+)\}/g, (whole, n: string) => args[Number(n) - 1] ?? whole);

/** What the computed signal dialog edits. */
export interface ComputedValues {
  code: string;
  args: string[];
  name: string;
  nameChn: string;
  unit: string;
}

const blank = (): ComputedValues => ({ code: '', args: [], name: '', nameChn: '', unit: '' });

/** The dictionary entry the values make: a signal whose formula applies the template. */
export const computedEntry = (
  values: ComputedValues,
  formulas: readonly SigFormula[],
): SigDictEntry => {
  const formula = formulas.find((f) => f.code === values.code);
  const unit = values.unit.trim();
  return {
    name: values.name.trim(),
    nameChn: values.nameChn.trim(),
    ...(unit ? { unit } : {}),
    formula: formula ? applyFormula(formula, values.args) : null,
  };
};

export interface ComputedSignalProps {
  formulas: readonly SigFormula[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  /** Raw signals already in the dictionary: the formula's arguments come from them. */
  sources: readonly SigDictEntry[];
  takenNames: ReadonlySet<string>;
  onAdd: (entry: SigDictEntry) => void;
}

/** Adding a computed signal: a formula template over signals of the dictionary, in a dialog. */
export function ComputedSignal(props: ComputedSignalProps) {
  const { formulas, status, onRetry } = props;
  const [open, setOpen] = useState(false);
  if (status === 'error') return <Alert title={s.formulasFailed} onRetry={onRetry} />;
  return (
    <section
      aria-label={s.computedTitle}
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border-muted p-3"
    >
      <p className="text-xs text-fg-subtle">
        {props.sources.length === 0 ? s.computedNeedsSignals : s.computedDescription}
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={status !== 'success'}
        onClick={() => setOpen(true)}
      >
        {s.addComputed}
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} className="max-w-2xl">
        <ComputedSignalForm {...props} formulas={formulas ?? []} onClose={() => setOpen(false)} />
      </FormDialog>
    </section>
  );
}

interface ComputedSignalFormProps {
  formulas: readonly SigFormula[];
  sources: readonly SigDictEntry[];
  takenNames: ReadonlySet<string>;
  onAdd: (entry: SigDictEntry) => void;
  onClose: () => void;
}

/** The dialog's form: checked with the contract's rules of a dictionary entry. */
export function ComputedSignalForm(props: ComputedSignalFormProps) {
  const { formulas, sources, takenNames, onAdd, onClose } = props;
  const rules: FormRules<ComputedValues> = (values) => {
    const formula = formulas.find((f) => f.code === values.code);
    const name = values.name.trim();
    const args = Array.from({ length: formula?.argCount ?? 0 }, (_, i) => [
      `args.${i}` as const,
      !values.args[i] && s.requiredSelect(s.formulaArg(i + 1)),
    ]);
    return {
      code: !formula && s.requiredSelect(s.formulaTemplate),
      ...Object.fromEntries(args),
      name:
        name !== '' &&
        (!NAME_PATTERN.test(name)
          ? s.namePattern
          : takenNames.has(name) && s.duplicateSignal(name)),
    };
  };
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-compute/data-compute.zod').then(
        (m) => m.CreateSigDictBody.shape.sig_list.shape.sigList.element,
      ),
    defaultValues: blank(),
    toBody: (values) => computedEntry(values, formulas),
    rules,
    submit: (entry) => Promise.resolve(onAdd(entry)),
    onSaved: onClose,
  });
  return (
    <FormDialogBody
      form={form}
      title={s.computedTitle}
      description={sources.length === 0 ? s.computedNeedsSignals : s.computedDescription}
      onCancel={onClose}
      submitLabel={s.computedSubmit}
    >
      <ComputedFields formulas={formulas} sources={sources} />
    </FormDialogBody>
  );
}

function ComputedFields({
  formulas,
  sources,
}: {
  formulas: readonly SigFormula[];
  sources: readonly SigDictEntry[];
}) {
  const { control, setValue } = useFormContext<ComputedValues>();
  const [code, args] = useWatch({ control, name: ['code', 'args'] });
  const formula = formulas.find((f) => f.code === code);
  const templateOptions = formulas.map((f) => ({
    value: f.code,
    label: `${f.name} · ${f.expression}`,
  }));
  const argOptions = sources
    .slice(0, MAX_ARG_OPTIONS)
    .map((entry) => ({ value: entry.name, label: `${entry.name} ${entry.nameChn}` }));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          name="code"
          label={s.formulaTemplate}
          required
          placeholder={s.formulaPlaceholder}
          options={templateOptions}
          // Another template takes its own number of signals, none chosen yet.
          onValueChange={(next) => {
            const chosen = formulas.find((f) => f.code === next);
            setValue(
              'args',
              Array.from({ length: chosen?.argCount ?? 0 }, () => ''),
            );
          }}
        />
        {Array.from({ length: formula?.argCount ?? 0 }, (_, i) => (
          <ChoiceField
            key={`${code}-${i}`}
            name={`args.${i}`}
            label={s.formulaArg(i + 1)}
            required
            placeholder={s.formulaArgPlaceholder}
            options={argOptions}
          />
        ))}
        <TextField name="name" label={s.computedName} maxLength={limits.name.maxLength} required />
        <TextField
          name="nameChn"
          label={s.computedNameChn}
          maxLength={limits.nameChn.maxLength}
          required
        />
        <TextField name="unit" label={s.computedUnit} maxLength={limits.unit.maxLength} />
      </div>
      <p className="min-w-0 truncate font-mono text-xs text-fg-subtle" aria-live="polite">
        {formula ? s.formulaPreview(applyFormula(formula, args)) : null}
      </p>
    </div>
  );
}

import { type KeyboardEvent, useState } from 'react';

import type { SigDictEntry, SigFormula } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { NativeSelect } from './native-select';
import { signalDictStrings as s } from './strings';

export interface ComputedSignalFormProps {
  formulas: readonly SigFormula[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  /** Raw signals already in the dictionary: the formula's arguments come from them. */
  sources: readonly SigDictEntry[];
  takenNames: ReadonlySet<string>;
  onAdd: (entry: SigDictEntry) => void;
}

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
// A select with thousands of options is unusable; the first ones cover the usual case.
const MAX_ARG_OPTIONS = 500;

/** `avg({sig1})` with the chosen signal names in place of the placeholders. */
export const applyFormula = (formula: SigFormula, args: readonly string[]): string =>
  formula.expression.replace(/\{sig(\d+)\}/g, (whole, n: string) => args[Number(n) - 1] ?? whole);

/** Builds a computed signal from a formula template and signals of the dictionary. */
export function ComputedSignalForm(props: ComputedSignalFormProps) {
  const { formulas, status, sources, takenNames, onAdd } = props;
  const [code, setCode] = useState('');
  const [args, setArgs] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [nameChn, setNameChn] = useState('');
  const [unit, setUnit] = useState('');
  const [tried, setTried] = useState(false);
  const formula = formulas?.find((f) => f.code === code);
  const argCount = formula?.argCount ?? 0;
  const filledArgs = Array.from({ length: argCount }, (_, i) => args[i] ?? '');
  const options = sources.slice(0, MAX_ARG_OPTIONS);

  const errors = {
    code: formula ? undefined : s.requiredSelect(s.formulaTemplate),
    args: filledArgs.some((a) => !a) ? s.formulaArgsRequired : undefined,
    name: !name.trim()
      ? s.required(s.computedName)
      : !NAME_PATTERN.test(name.trim())
        ? s.namePattern
        : takenNames.has(name.trim())
          ? s.duplicateSignal(name.trim())
          : undefined,
    nameChn: nameChn.trim() ? undefined : s.required(s.computedNameChn),
  };
  const shown: Partial<typeof errors> = tried ? errors : {};

  const add = () => {
    setTried(true);
    if (!formula || Object.values(errors).some(Boolean)) return;
    onAdd({
      name: name.trim(),
      nameChn: nameChn.trim(),
      ...(unit.trim() ? { unit: unit.trim() } : {}),
      formula: applyFormula(formula, filledArgs),
    });
    setName('');
    setNameChn('');
    setUnit('');
    setTried(false);
  };
  // Enter here adds the computed signal instead of saving the dictionary.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  if (status === 'error') return <Alert title={s.formulasFailed} onRetry={props.onRetry} />;

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
      onKeyDown={onEnter}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{s.computedTitle}</legend>
      {sources.length === 0 ? (
        <p className="text-xs text-slate-500">{s.computedNeedsSignals}</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label={s.formulaTemplate} error={shown.code}>
          <NativeSelect
            value={code}
            disabled={status !== 'success'}
            onChange={(event) => {
              setCode(event.target.value);
              setArgs([]);
            }}
          >
            <option value="">{s.formulaPlaceholder}</option>
            {formulas?.map((f) => (
              <option key={f.code} value={f.code}>
                {`${f.name} · ${f.expression}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {filledArgs.map((value, i) => (
          <FormField
            key={i}
            label={s.formulaArg(i + 1)}
            error={shown.args && !value ? shown.args : undefined}
          >
            <NativeSelect
              value={value}
              onChange={(event) => {
                const next = [...filledArgs];
                next[i] = event.target.value;
                setArgs(next);
              }}
            >
              <option value="">{s.formulaArgPlaceholder}</option>
              {options.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {`${entry.name} ${entry.nameChn}`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
        <FormField label={s.computedName} error={shown.name}>
          <Input value={name} maxLength={128} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={s.computedNameChn} error={shown.nameChn}>
          <Input
            value={nameChn}
            maxLength={128}
            onChange={(event) => setNameChn(event.target.value)}
          />
        </FormField>
        <FormField label={s.computedUnit}>
          <Input value={unit} maxLength={32} onChange={(event) => setUnit(event.target.value)} />
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate font-mono text-xs text-slate-500">
          {formula ? s.formulaPreview(applyFormula(formula, filledArgs)) : null}
        </p>
        <Button size="sm" variant="outline" disabled={status !== 'success'} onClick={add}>
          {s.addComputed}
        </Button>
      </div>
    </fieldset>
  );
}

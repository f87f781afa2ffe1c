import type { SigDictProblem } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';

import { signalDictStrings as s } from './strings';

export type ValidateState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; valid: boolean; problems: readonly SigDictProblem[] };

export interface ValidateDialogProps {
  /** The dictionary checked; null closes the dialog. */
  name: string | null;
  state: ValidateState;
  onClose: () => void;
  onRetry: () => void;
}

function Summary({ valid, problems }: { valid: boolean; problems: readonly SigDictProblem[] }) {
  const errors = problems.filter((p) => p.level === 'error').length;
  const warnings = problems.length - errors;
  if (!valid) return <Alert variant="error">{s.validFailed(errors, warnings)}</Alert>;
  if (warnings > 0) return <Alert variant="warning">{s.validWarnings(warnings)}</Alert>;
  return <Alert variant="success">{s.validOk}</Alert>;
}

function ProblemTable({ problems }: { problems: readonly SigDictProblem[] }) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-border-muted">
      <table className="w-full text-sm" aria-label={s.validate}>
        <thead className="sticky top-0 bg-surface-muted text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {s.problemSignal}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {s.problemField}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {s.problemLevel}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {s.problemMessage}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, index) => (
            <tr key={index} className="border-t border-border-subtle align-top">
              <td className="px-3 py-2 font-mono text-xs break-all">
                {p.signalName ?? s.dictLevel}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{s.fieldLabels[p.field] ?? p.field}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span
                  className={cn(
                    'rounded px-1.5 py-0.5 text-xs',
                    p.level === 'error'
                      ? 'bg-danger-soft text-danger-text'
                      : 'bg-warning-soft text-warning-strong',
                  )}
                >
                  {s.levelLabels[p.level] ?? p.level}
                </span>
              </td>
              <td className="px-3 py-2 break-words">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The result of validateSigDict, one row per problem; Esc or × closes it. */
export function ValidateDialog({ name, state, onClose, onRetry }: ValidateDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{s.validateTitle(name ?? '')}</DialogTitle>
          <DialogDescription className="sr-only">{s.validate}</DialogDescription>
        </DialogHeader>
        {state.status === 'pending' ? (
          <div className="flex justify-center py-8">
            <Spinner label={s.validating} className="size-6 text-fg-placeholder" />
          </div>
        ) : state.status === 'error' ? (
          <Alert onRetry={onRetry}>{state.message}</Alert>
        ) : (
          <>
            <Summary valid={state.valid} problems={state.problems} />
            {state.problems.length > 0 ? <ProblemTable problems={state.problems} /> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { cn } from '@/lib/class-names';
import { passwordLength, passwordStrength } from '@/lib/password-rules';

import { accountStrings as s } from '../strings';

const ruleText = {
  length: s.ruleLength(passwordLength.min, passwordLength.max),
  classes: s.ruleClasses,
} as const;

/** The rules of password change, ticked off as the password is typed. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const state = passwordStrength(password);
  return (
    <div id={id} className="rounded-md bg-surface-muted p-3 text-xs ring-1 ring-border-muted">
      <p className="mb-1 font-medium text-fg-label">{s.passwordRulesTitle}</p>
      <ul className="flex flex-col gap-1">
        {(['length', 'classes'] as const).map((rule) => (
          <li
            key={rule}
            data-met={state[rule]}
            className={cn(
              'flex items-center gap-1.5',
              state[rule] ? 'text-success-text' : 'text-fg-muted',
            )}
          >
            <span aria-hidden="true">{state[rule] ? '✓' : '○'}</span>
            <span>{ruleText[rule]}</span>
            <span className="sr-only">{state[rule] ? s.ruleMet : s.ruleUnmet}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { cn } from '@/lib/class-names';
import { passwordLength } from '@/lib/password-rules';

import type { PasswordRuleState } from '../password-validation';
import { sessionStrings as s } from '../strings';

export interface PasswordRulesProps {
  state: PasswordRuleState;
  id?: string;
  className?: string;
}

const ruleText: Record<keyof PasswordRuleState, string> = {
  length: s.ruleLength(passwordLength.min, passwordLength.max),
  classes: s.ruleClasses,
  different: s.ruleDifferent,
  match: s.ruleMatch,
};

const order: (keyof PasswordRuleState)[] = ['length', 'classes', 'different', 'match'];

/** The password rules, stated up front and ticked off live as the user types. */
export function PasswordRules({ state, id, className }: PasswordRulesProps) {
  return (
    <div
      id={id}
      className={cn('rounded-md bg-surface p-4 text-sm ring-1 ring-border-muted', className)}
    >
      <p className="mb-2 font-medium text-fg-label">{s.rulesTitle}</p>
      <ul className="flex flex-col gap-1.5">
        {order.map((rule) => {
          const met = state[rule];
          return (
            <li
              key={rule}
              data-rule={rule}
              data-met={met}
              className={cn('flex items-center gap-2', met ? 'text-success-text' : 'text-fg-muted')}
            >
              <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true">
                {met ? (
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
                ) : (
                  <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                )}
              </svg>
              <span>{ruleText[rule]}</span>
              <span className="sr-only">{met ? s.ruleMet : s.ruleUnmet}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

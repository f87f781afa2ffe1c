import { type MouseEvent, type ReactNode, useId } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useCan } from '@/lib/authority';
import { cn } from '@/lib/class-names';

import { authStrings } from './strings';

type Codes = AuthorityCode | readonly AuthorityCode[];

export interface AuthorizedProps {
  /** The authority code the user needs; with several, any one of them is enough. */
  code: Codes;
  children: ReactNode;
  /** Rendered instead of the children when the user lacks the code (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only for a user holding the code (toolbar buttons, menu items). */
export function Authorized({ code, children, fallback = null }: AuthorizedProps) {
  return <>{useCan(code) ? children : fallback}</>;
}

export interface AuthorizedButtonProps extends ButtonProps {
  /** The authority code the action needs; with several, any one of them is enough. */
  code: Codes;
}

const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button for an action that changes data, shown to everyone who can see the screen: for a user
 * without the code it stays in place but is disabled, and says why on hover and focus (it keeps
 * focus through `aria-disabled`, so the reason reaches keyboards and screen readers too).
 */
export function AuthorizedButton({
  code,
  className,
  type,
  onClick,
  ...props
}: AuthorizedButtonProps) {
  const can = useCan(code);
  const reasonId = useId();
  if (can) return <Button className={className} type={type} onClick={onClick} {...props} />;
  return (
    <>
      <Tooltip content={authStrings.denied}>
        <Button
          {...props}
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          data-denied=""
          className={cn('cursor-not-allowed opacity-60', className)}
          onClick={refuse}
        />
      </Tooltip>
      <span id={reasonId} hidden>
        {authStrings.denied}
      </span>
    </>
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '@/lib/class-names';

import { Button } from './button';
import { uiStrings } from './strings';

const alertVariants = cva('flex items-start gap-3 rounded-md border px-4 py-3 text-sm', {
  variants: {
    variant: {
      error: 'border-danger-border bg-danger-soft text-danger-strong',
      warning: 'border-warning-border bg-warning-soft text-warning-strong',
      info: 'border-info-border bg-info-soft text-info-strong',
      success: 'border-success-border bg-success-soft text-success-strong',
    },
  },
  defaultVariants: { variant: 'error' },
});

export interface AlertProps extends VariantProps<typeof alertVariants> {
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}

export function Alert({
  variant,
  title,
  children,
  onRetry,
  retryLabel = uiStrings.retry,
  retrying = false,
  className,
}: AlertProps) {
  // Errors interrupt; the other kinds are announced politely.
  const role = (variant ?? 'error') === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cn(alertVariants({ variant }), className)}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className="break-words">{children}</div> : null}
      </div>
      {onRetry ? (
        <Button size="sm" onClick={onRetry} pending={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

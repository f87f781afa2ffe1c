import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/class-names';

import { Spinner } from './spinner';

// Every variant and size combines without conflicting utilities (text size, focus outline colour,
// height and padding each come from one place), so a button looks the same whether or not cn()'s
// class-name merger has loaded (src/lib/class-names.ts): the login screen renders without it.
const boxed: ('default' | 'primary' | 'destructive' | 'outline' | 'ghost')[] = [
  'default',
  'primary',
  'destructive',
  'outline',
  'ghost',
];

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        default:
          'border border-border bg-surface text-fg hover:bg-surface-muted focus-visible:outline-focus',
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover focus-visible:outline-focus',
        destructive: 'bg-danger text-danger-fg hover:bg-danger-hover focus-visible:outline-danger',
        outline:
          'border border-primary bg-transparent text-primary-text hover:bg-primary-soft focus-visible:outline-focus',
        ghost: 'bg-transparent text-fg-label hover:bg-surface-hover focus-visible:outline-focus',
        link: 'text-primary-text underline-offset-4 hover:underline focus-visible:outline-focus',
      },
      size: {
        sm: 'text-xs',
        md: 'text-sm',
        lg: 'text-base',
        icon: 'size-control text-sm',
      },
    },
    compoundVariants: [
      { variant: boxed, size: 'sm', className: 'h-control-sm px-3' },
      { variant: boxed, size: 'md', className: 'h-control px-4' },
      { variant: boxed, size: 'lg', className: 'h-11 px-6' },
      // A link sits in running text: no box of its own, whatever its size.
      { variant: 'link', className: 'h-auto px-0' },
    ],
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (e.g. a router Link) with the button's styling. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  pending?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}

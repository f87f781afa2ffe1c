import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it keeps its own accessible name, the tooltip adds a description. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  // The tooltip measures its trigger; where nothing can (a DOM without layout), the trigger stays
  // as it is and keeps its own description.
  if (typeof ResizeObserver === 'undefined') return <>{children}</>;
  // A local provider keeps the tooltip working where no app-level provider is mounted.
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded bg-surface-inverse px-2 py-1 text-xs text-fg-inverse shadow"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-surface-inverse" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { cn } from '@/lib/class-names';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it keeps its own accessible name, the tooltip adds a description. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
}

const GAP = 6;
/** Room a tooltip needs on its side before it goes to the opposite one. */
const ROOM = 40;
const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

interface Place {
  side: NonNullable<TooltipProps['side']>;
  x: number;
  y: number;
}

function place(rect: DOMRect, wanted: Place['side']): Place {
  const room = {
    top: rect.top,
    bottom: window.innerHeight - rect.bottom,
    left: rect.left,
    right: window.innerWidth - rect.right,
  };
  const side =
    room[wanted] < ROOM && room[opposite[wanted]] > room[wanted] ? opposite[wanted] : wanted;
  const midX = rect.left + rect.width / 2;
  const midY = rect.top + rect.height / 2;
  if (side === 'top') return { side, x: midX, y: rect.top - GAP };
  if (side === 'bottom') return { side, x: midX, y: rect.bottom + GAP };
  if (side === 'left') return { side, x: rect.left - GAP, y: midY };
  return { side, x: rect.right + GAP, y: midY };
}

const shift: Record<Place['side'], string> = {
  top: '-translate-x-1/2 -translate-y-full',
  bottom: '-translate-x-1/2',
  left: '-translate-x-full -translate-y-1/2',
  right: '-translate-y-1/2',
};

/**
 * A short text beside a control, shown while the pointer rests on it (after `delayDuration`) or it
 * has focus, hidden by Escape. It is visual only: the control carries the same text as its
 * description. Where nothing has layout (jsdom) the control stays as it is.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  const id = useId();
  const holder = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [shown, setShown] = useState<Place | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [shown]);

  if (typeof ResizeObserver === 'undefined') return <>{children}</>;

  const show = () => {
    clearTimeout(timer.current);
    const target = holder.current?.firstElementChild;
    if (target) setShown(place(target.getBoundingClientRect(), side));
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(null);
  };
  return (
    <span
      ref={holder}
      className="contents"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(show, delayDuration);
      }}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {shown
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              style={{ left: shown.x, top: shown.y }}
              className={cn(
                'pointer-events-none fixed z-50 max-w-xs rounded bg-surface-inverse px-2 py-1 text-xs text-fg-inverse shadow',
                shift[shown.side],
              )}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}

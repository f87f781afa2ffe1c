import { useCallback, useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/class-names';
import { subscribeNotifications, type Toast } from '@/lib/notify';

import { uiStrings } from './strings';

const kindClassName: Record<Toast['kind'], string> = {
  error: 'border-danger-border bg-danger-soft text-danger-strong',
  success: 'border-success-border bg-success-soft text-success-strong',
  info: 'border-border-muted bg-surface text-fg-soft',
};

/** Shows notify() toasts in the top-right corner; each leaves after its durationMs. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const unsubscribe = subscribeNotifications((toast) => {
      setToasts((list) => [...list, toast]);
      pending.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs),
      );
    });
    return () => {
      unsubscribe();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [dismiss]);

  return (
    <section
      aria-label={uiStrings.notifications}
      className="pointer-events-none fixed right-4 top-4 z-[100] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex items-start gap-2 rounded-md border px-4 py-3 text-sm shadow-lg',
            kindClassName[toast.kind],
          )}
        >
          <p className="min-w-0 flex-1 break-words">{toast.message}</p>
          <button
            type="button"
            aria-label={uiStrings.close}
            onClick={() => dismiss(toast.id)}
            className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}

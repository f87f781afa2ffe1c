import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

import { cn } from '@/lib/class-names';
import { subscribeNotifications, type Toast } from '@/lib/notify';

import { uiStrings } from './strings';

const kindClassName: Record<Toast['kind'], string> = {
  error: 'border-danger-border bg-danger-soft text-danger-strong',
  success: 'border-success-border bg-success-soft text-success-strong',
  info: 'border-border-muted bg-surface text-fg-soft',
};

/** One toast: its time starts when it is on the page, so a busy page never shortens what is seen. */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, durationMs } = toast;
  useLayoutEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);
  return (
    <div
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
        onClick={() => onDismiss(id)}
        className="-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}

/** Shows notify() toasts in the top-right corner; each leaves durationMs after it appears. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  useEffect(() => subscribeNotifications((toast) => setToasts((list) => [...list, toast])), []);

  return (
    <section
      aria-label={uiStrings.notifications}
      className="pointer-events-none fixed right-4 top-4 z-[100] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}

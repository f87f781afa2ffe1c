import {
  type ComponentType,
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

import { LazyAreaFailed } from '@/components/layout/lazy-area-failed';
import { RoutePending } from '@/components/layout/route-pending';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { type LazyPart, lazyPart, prefetchPart } from '@/components/ui/lazy-part';
import { common, messages } from '@/strings/common';

/**
 * What a form dialog is given: whether it is open (`open`, or a `target` other than null: the
 * record it adds or edits) and how it closes.
 */
export type FormDialogOpenProps = { onClose: () => void } & (
  { open: boolean } | { target: unknown }
);

const isOpen = (props: FormDialogOpenProps): boolean =>
  'open' in props ? props.open : props.target !== null && props.target !== undefined;

/** A form dialog whose code loads the first time it opens (or ahead, on `prefetch`). */
export type LazyFormDialog<P extends FormDialogOpenProps> = ((props: P) => ReactNode) & {
  /** Loads the dialog's code ahead of its opening; a failure waits for the opening. */
  prefetch: () => void;
  part: LazyPart<ComponentType<P>>;
};

export interface LazyFormDialogOptions {
  /** Width of the dialog while its form loads (Tailwind max-w-*), as the form's own dialog. */
  className?: string;
}

// Every form dialog's part, so tests and stories can meet them loaded (src/testing/preload-parts.ts).
const parts = new Set<LazyPart<unknown>>();
let loadAhead = false;

/**
 * Loads the code of every form dialog declared so far, and from now on of each one as it is
 * declared: a test or story meets its screen's dialogs as a returning user does, already loaded.
 */
export const preloadFormDialogs = async (): Promise<void> => {
  loadAhead = true;
  // A dialog whose code fails to load says so when opened, as it does for a user.
  await Promise.all([...parts].map((part) => part.load().catch(() => undefined)));
};

/**
 * A form dialog of the screen whose code (the form, its fields, React Hook Form) is not part of the
 * screen's first visit: `lazyFormDialog(() => import('./vehicle-dialog'), 'VehicleDialog')` takes
 * the same props as the dialog it loads. Closed, it renders nothing and loads nothing; opened before
 * its code has arrived, the dialog opens with the pending indicator and the form appears once
 * loaded; a failed load shows the load-failure message in the dialog with its retry (`common.retry`),
 * the screen (its list, filters, the row being edited) as it was. Once loaded the code is kept, and
 * every later opening shows the form at once.
 */
export function lazyFormDialog<K extends string, P extends FormDialogOpenProps>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { className = 'max-w-2xl' }: LazyFormDialogOptions = {},
): LazyFormDialog<P> {
  const part = lazyPart<ComponentType<P>>(() =>
    importer().then((module): ComponentType<P> => module[name]),
  );
  parts.add(part);
  if (loadAhead) prefetchPart(part);

  /** The dialog while its code loads (or failed to): its own state goes with each opening. */
  function PendingDialog({ onClose }: { onClose: () => void }) {
    const [attempt, setAttempt] = useState(0);
    const [failedAttempt, setFailedAttempt] = useState<number | undefined>(undefined);
    useEffect(() => {
      let live = true;
      part.load().catch(() => {
        if (live) setFailedAttempt(attempt);
      });
      return () => {
        live = false;
      };
    }, [attempt]);
    const failed = failedAttempt === attempt;
    return (
      <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
        <DialogContent className={className} aria-describedby={undefined}>
          <DialogTitle className="sr-only">
            {failed ? messages.lazyLoadFailed : common.loading}
          </DialogTitle>
          {failed ? (
            <LazyAreaFailed onRetry={() => setAttempt((count) => count + 1)} />
          ) : (
            <RoutePending />
          )}
        </DialogContent>
      </Dialog>
    );
  }

  function LazyDialog(props: P) {
    const Loaded = useSyncExternalStore(part.subscribe, part.current, part.current);
    if (Loaded) return <Loaded {...props} />;
    return isOpen(props) ? <PendingDialog onClose={props.onClose} /> : null;
  }

  return Object.assign(LazyDialog, { prefetch: () => prefetchPart(part), part });
}

/** The events of the control that opens a lazy form dialog: pointer over or focus loads it ahead. */
export const prefetchOn = <T extends HTMLElement>(dialog: {
  prefetch: () => void;
}): { onPointerEnter: PointerEventHandler<T>; onFocus: FocusEventHandler<T> } => ({
  onPointerEnter: () => dialog.prefetch(),
  onFocus: () => dialog.prefetch(),
});

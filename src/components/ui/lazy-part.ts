import { useEffect, useSyncExternalStore } from 'react';

import { notify } from '@/lib/notify';
import { messages } from '@/strings/common';

/**
 * Code a control needs only once it is used (a dialog's, a menu's or a list box's overlay): loaded
 * on the first hover, focus or open, so a screen's first visit does not carry it. Once loaded it is
 * kept, and every later control renders with it at once.
 */
export interface LazyPart<M> {
  /** The module, once loaded. */
  current: () => M | undefined;
  /** Starts loading, or returns the load under way; a failed load is tried again next time. */
  load: () => Promise<M>;
  subscribe: (listener: () => void) => () => void;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let inflight: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => module,
    load: () => {
      if (module !== undefined) return Promise.resolve(module);
      inflight ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          inflight = undefined;
          throw error instanceof Error ? error : new Error(String(error));
        },
      );
      return inflight;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Loads the part ahead of use (pointer over, focus on its control); a failure waits for use. */
export const prefetchPart = <M>(part: LazyPart<M>): void => {
  part.load().catch(() => undefined);
};

/**
 * The part's module, loading it while `wanted`. A load that fails says so in the catalogued words
 * and calls `onFailed`, where the control takes back what it was asked (a dialog closes, a menu
 * stays shut), so the next use tries again.
 */
export function useLazyPart<M>(
  part: LazyPart<M>,
  wanted: boolean,
  onFailed?: () => void,
): M | undefined {
  const module = useSyncExternalStore(part.subscribe, part.current, part.current);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    part.load().catch(() => {
      if (!live) return;
      notify({ kind: 'error', message: messages.lazyLoadFailed });
      onFailed?.();
    });
    return () => {
      live = false;
    };
  }, [part, wanted, module, onFailed]);
  return module;
}

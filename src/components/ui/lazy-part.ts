import {
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  useEffect,
  useSyncExternalStore,
} from 'react';

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

/** The part's module where it must be there already (inside a control that has loaded it). */
export const loadedPart = <M>(part: LazyPart<M>, what: string): M => {
  const module = part.current();
  if (module === undefined) throw new Error(`${what} rendered before its code loaded`);
  return module;
};

export interface TriggerEvents<T extends HTMLElement> {
  onClick?: MouseEventHandler<T>;
  onKeyDown?: KeyboardEventHandler<T>;
  onPointerDown?: PointerEventHandler<T>;
  onPointerEnter?: PointerEventHandler<T>;
  onFocus?: FocusEventHandler<T>;
}

export interface DormantTriggerOptions {
  /** Keys that open the control, as they open the loaded one. */
  keys?: readonly string[];
  /** Opens on a mouse press, as a loaded list box or menu does (a popover opens on click). */
  onPress?: boolean;
}

/**
 * The events of a trigger whose control's code has not loaded: pointer over or focus loads it
 * ahead, and a use (click, a mouse press where the loaded control opens on one, an opening key)
 * asks to open. The trigger's own handlers run first.
 */
export function dormantTrigger<T extends HTMLElement>(
  part: LazyPart<unknown>,
  open: () => void,
  own: TriggerEvents<T>,
  { keys = [], onPress = false }: DormantTriggerOptions = {},
): Required<TriggerEvents<T>> {
  return {
    onClick: (event) => {
      own.onClick?.(event);
      open();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (!keys.includes(event.key)) return;
      event.preventDefault();
      open();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      if (onPress && event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) open();
    },
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      prefetchPart(part);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      prefetchPart(part);
    },
  };
}

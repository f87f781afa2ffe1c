import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';

import { LazyAreaFailed } from '@/components/layout/lazy-area-failed';
import { RoutePending } from '@/components/layout/route-pending';

/** A lazily loaded part of a screen that has not arrived after this long counts as failed. */
export const LAZY_AREA_TIMEOUT_MS = 120_000;

export class LazyAreaTimeoutError extends Error {
  constructor() {
    super(`lazy area did not load within ${LAZY_AREA_TIMEOUT_MS} ms`);
    this.name = 'LazyAreaTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyAreaTimeoutError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type LoadState<P> =
  | { status: 'loading'; attempt: number }
  | { status: 'failed'; attempt: number }
  | { status: 'ready'; Component: ComponentType<P> };

export type LazyAreaComponent<P extends object> = ((props: P) => ReactNode) & {
  /** Starts loading ahead of rendering (route loaders, hover); failures surface when rendered. */
  prefetch: () => void;
  /** Loads the code, resolving once a render shows it at once (tests meeting it already loaded). */
  load: () => Promise<void>;
};

export interface LazyAreaOptions {
  /**
   * What shows while the code loads; the pending indicator unless given. Parts that appear on their
   * own once loaded (the header's tools) show nothing meanwhile: `() => null`.
   */
  pending?: () => ReactNode;
  /**
   * What shows when the code did not arrive, given the retry; the load-failure block unless given.
   * Parts inside the layout (the header's tools) show a compact form of the same message.
   */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A page component from an area chunk loaded on first render. While loading it shows the pending
 * indicator (or `options.pending`); after LAZY_AREA_TIMEOUT_MS or a failed import it shows the
 * catalogued load-failure message with a retry, which imports again.
 */
export function lazyAreaPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: LazyAreaOptions = {},
): LazyAreaComponent<P> {
  const pending = options.pending ?? (() => createElement(RoutePending));
  let loaded: ComponentType<P> | undefined;
  let inflight: Promise<ComponentType<P>> | undefined;

  const start = (): Promise<ComponentType<P>> => {
    inflight ??= withTimeout(load(), LAZY_AREA_TIMEOUT_MS).then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        inflight = undefined;
        throw error;
      },
    );
    return inflight;
  };

  function LazyAreaPage(props: P) {
    const [state, setState] = useState<LoadState<P>>(() =>
      loaded ? { status: 'ready', Component: loaded } : { status: 'loading', attempt: 0 },
    );
    const attempt = state.status === 'ready' ? -1 : state.attempt;
    const loading = state.status === 'loading';

    useEffect(() => {
      if (!loading) return;
      let active = true;
      start().then(
        (Component) => {
          if (active) setState({ status: 'ready', Component });
        },
        (error: unknown) => {
          if (!(error instanceof LazyAreaTimeoutError)) console.error(error);
          if (active) setState({ status: 'failed', attempt });
        },
      );
      return () => {
        active = false;
      };
    }, [loading, attempt]);

    if (state.status === 'ready') return createElement(state.Component, props);
    if (state.status === 'loading') return pending();
    const retry = () => setState({ status: 'loading', attempt: state.attempt + 1 });
    return options.failed
      ? options.failed(retry)
      : createElement(LazyAreaFailed, { onRetry: retry });
  }

  return Object.assign(LazyAreaPage, {
    prefetch: () => {
      start().catch(() => undefined);
    },
    load: () => start().then(() => undefined),
  });
}

import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { deferredStylesReady } from './lib/deferred-styles';
import { nextTask, whenIdle } from './lib/schedule';
import { warmClassMerger } from './lib/warm-class-merger';
import { createAppRouter } from './router';

export async function start(): Promise<void> {
  const styles = deferredStylesReady();
  // Only mock builds reach the branch, so a production bundle holds no msw code.
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Evaluating the console's code, building the router, starting to resolve the first location and
  // the first render each take a task of their own: on a slow device, one task doing all of them
  // would leave the page unable to answer input for as long as all of them together.
  await nextTask();
  const router = createAppRouter();
  // The class-name merger is not needed to log in (src/lib/class-names.ts); the signed-in shell
  // brings it. Fetch it and build its tables while idle, so they are at hand after login.
  whenIdle(() => void warmClassMerger());
  await styles;
  await nextTask();
  // The first location is resolved (session check, redirects, loaders, the screen's code) before
  // React renders anything: the first render then draws the screen the URL names, once, instead of
  // a pending frame that the router's start replaces in one long synchronous pass. A failure stays
  // in the router's state and its error screen shows it.
  // Until the router is mounted it does not watch the URL itself: a change meanwhile (an expired
  // session leaving for login, an address typed while the shell draws) is followed here, as the
  // mounted router would follow it. The router, once mounted, does not load again a location that
  // changed before it subscribed, so this follows on until the router has subscribed (the router's
  // layout effects run before those of the component around it).
  const follow = router.history.subscribe(() => void router.load().catch(() => undefined));
  await router.load().catch(() => undefined);
  await nextTask();
  const root = createRoot(container);
  // A render React may split: the whole shell draws without holding the page for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <OnMounted run={follow}>
          <RouterProvider router={router} />
        </OnMounted>
      </StrictMode>,
    ),
  );
}

/** Runs `run` once everything inside has mounted, in the same commit. */
function OnMounted({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    run();
  }, [run]);
  return children;
}

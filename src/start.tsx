import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { deferredStylesReady } from './lib/deferred-styles';
import { cn } from './lib/utils';
import { nextTask, whenIdle } from './lib/schedule';
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
  // Evaluating the console's code, building the router and the first render each take a task of
  // their own: on a slow device, one task doing all three would leave the page unable to answer
  // input for as long as the three together.
  await nextTask();
  const router = createAppRouter();
  // The class-name merger is not needed to log in (src/lib/utils.ts); the signed-in shell brings it.
  // Fetch it while idle so it is at hand after login, and build its tables (done on first use) on
  // a later idle moment rather than inside the first render that merges.
  whenIdle(() => {
    import('./lib/class-merger').then(
      () => whenIdle(() => cn('p-0', 'p-1')),
      () => undefined,
    );
  });
  await styles;
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
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
  // Evaluating the console's code, building the router and the first render each take a task of
  // their own: on a slow device, one task doing all three would leave the page unable to answer
  // input for as long as the three together.
  await nextTask();
  const router = createAppRouter();
  // The class-name merger is not needed to log in (src/lib/utils.ts); the signed-in shell brings it.
  // Fetch it and build its tables while idle, so they are at hand after login.
  whenIdle(() => void warmClassMerger());
  await styles;
  await nextTask();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

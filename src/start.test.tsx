import { afterEach, describe, expect, it, vi } from 'vitest';

const createAppRouter = vi.fn(() => ({}));
const render = vi.fn();
vi.mock('./router', () => ({ createAppRouter }));
vi.mock('@tanstack/react-router', () => ({ RouterProvider: () => null }));
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render }) }));

/** Lets every promise callback already queued run, without letting a task go by. */
const settleMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
/** Lets the tasks queued so far run (timers of the same delay run in the order they were set). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('evaluates the code, builds the router and renders in three tasks, not one', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { start } = await import('./start');
    const started = start();
    await settleMicrotasks();
    // The task that evaluated the console's code ends before the router is built ...
    expect(createAppRouter).not.toHaveBeenCalled();
    await nextTask();
    expect(createAppRouter).toHaveBeenCalledOnce();
    // ... and the one that built it ends before the first render.
    expect(render).not.toHaveBeenCalled();
    await nextTask();
    await started;
    expect(render).toHaveBeenCalledOnce();
  });
});

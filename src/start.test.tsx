import { afterEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn(() => Promise.resolve());
const unsubscribe = vi.fn();
const history = { subscribe: vi.fn(() => unsubscribe) };
const createAppRouter = vi.fn(() => ({ load, history }));
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

  afterEach(() => {
    vi.clearAllMocks();
    vi.resetModules();
  });

  it('evaluates the code, builds the router, resolves the location and renders in four tasks', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { start } = await import('./start');
    const started = start();
    await settleMicrotasks();
    // The task that evaluated the console's code ends before the router is built ...
    expect(createAppRouter).not.toHaveBeenCalled();
    await nextTask();
    expect(createAppRouter).toHaveBeenCalledOnce();
    // ... the one that built it ends before the first location is resolved ...
    expect(load).not.toHaveBeenCalled();
    await nextTask();
    expect(load).toHaveBeenCalledOnce();
    // ... and React renders once it is, in a task of its own.
    expect(render).not.toHaveBeenCalled();
    await nextTask();
    await started;
    expect(render).toHaveBeenCalledOnce();
    // The URL is followed while the router is not mounted, and no longer once it is.
    expect(history.subscribe).toHaveBeenCalledOnce();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('renders when resolving the first location fails: the router shows the failure', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const { start } = await import('./start');
    await start();
    expect(render).toHaveBeenCalledOnce();
  });
});

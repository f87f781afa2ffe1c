import { act, type ReactNode, useLayoutEffect } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What happened to the URL's subscribers, in order. */
const events: string[] = [];
const load = vi.fn(() => Promise.resolve());
const unsubscribe = vi.fn(() => void events.push('start stops following'));
const history = {
  subscribe: vi.fn((listener: () => void) => {
    events.push(listener === routerLoad ? 'router follows' : 'start follows');
    return unsubscribe;
  }),
};
/** The mounted router's own subscription, as its transitioner makes it in a layout effect. */
const routerLoad = () => undefined;
const createAppRouter = vi.fn(() => ({ load, history }));
const render = vi.fn<(element: ReactNode) => void>();
vi.mock('./router', () => ({ createAppRouter }));
vi.mock('@tanstack/react-router', () => ({
  RouterProvider: function RouterProvider() {
    useLayoutEffect(() => {
      history.subscribe(routerLoad);
    }, []);
    return null;
  },
}));
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
    events.length = 0;
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
    // The URL is followed while the router is not mounted ...
    expect(events).toEqual(['start follows']);
  });

  it('follows the URL until the mounted router follows it, with no moment between', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { start } = await import('./start');
    await start();
    // Rendering is where the address typed meanwhile would be missed: nothing stops before it.
    expect(events).toEqual(['start follows']);
    const { createRoot } = await vi.importActual<typeof ReactDomClient>('react-dom/client');
    const root = createRoot(document.getElementById('root') as HTMLElement);
    await act(async () => root.render(render.mock.calls[0]?.[0]));
    // (StrictMode runs the layout effects twice in development; the first run tells the order.)
    expect(events.slice(0, 3)).toEqual([
      'start follows',
      'router follows',
      'start stops following',
    ]);
    act(() => root.unmount());
  });

  it('renders when resolving the first location fails: the router shows the failure', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const { start } = await import('./start');
    await start();
    expect(render).toHaveBeenCalledOnce();
  });
});

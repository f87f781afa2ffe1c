import '../src/styles/index.css';
// Stories show components as the signed-in console renders them, where cn() merges classes.
import '../src/lib/class-merger';

import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

import { applyLook, pinPrefs } from '../src/components/workspace/theme/prefs-store';
import { removeAllDrafts, removeAllTabs } from '../src/lib/storage';
import { resetDb } from '../src/mocks/db';
import { handlers } from '../src/mocks/handlers';
import { preloadParts } from '../src/testing/preload-parts';
import { storedUserHandler } from '../src/testing/story-session';

// Waits in play functions end as soon as what they wait for shows; the limit only bounds a real
// failure, and must hold while CI's two cores load the whole app in a story.
configure({ asyncUtilTimeout: 15_000 });

// A fresh query cache per story, so one story's data never leaks into the next.
const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

// Components that use Link or navigation get a memory router; `parameters.route` sets its URL.
// Stories that render the whole app router set `parameters.router = false`.
const withRouter: Decorator = (Story, context) => {
  if (context.parameters.router === false) return <Story />;
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Story /> }),
    history: createMemoryHistory({ initialEntries: [route] }),
  });
  return <RouterProvider router={router} />;
};

// The toolbar's theme and table density, on <html> as the console sets them; the shell and the user
// menu show the same look (pinned, so a screen's signed-in user does not bring a stored one).
const withLook: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const density = context.globals.density === 'compact' ? 'compact' : 'standard';
  const prefs = { theme, density } as const;
  pinPrefs(prefs);
  applyLook(theme, prefs);
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Table density',
      toolbar: {
        title: 'Density',
        icon: 'listunordered',
        items: [
          { value: 'standard', title: 'Standard' },
          { value: 'compact', title: 'Compact' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', density: 'standard' },
  loaders: [
    mswLoader(),
    async () => {
      await preloadParts();
      resetDb();
      removeAllDrafts();
      removeAllTabs();
      return {};
    },
  ],
  decorators: [withRouter, withQueryClient, withLook],
  parameters: {
    // Keys in order of precedence: a story's scenario, then the stored session, then the app's mock.
    msw: { handlers: { scenario: [], session: [storedUserHandler], app: handlers } },
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;

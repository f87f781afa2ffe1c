import type { Meta } from '@storybook/react-vite';

import { AppAtPath } from './app-at-path';
import { storySignIn } from './story-session';

/** The args of a story of a whole screen: the app path (and search) it opens. */
export interface ScreenStoryArgs {
  path: string;
}

/**
 * What every story of a whole screen shares: the app's own router (not the preview's) at the
 * screen's path, signed in with every authority code, remounted when the path changes.
 * A story file spreads it into its meta beside the title: `{ title, ...screenStory(path) }`.
 */
export const screenStory = (path: string) =>
  ({
    parameters: { router: false },
    args: { path },
    beforeEach: storySignIn,
    render: ({ path: at }: ScreenStoryArgs) => <AppAtPath key={at} path={at} />,
  }) satisfies Partial<Meta<ScreenStoryArgs>>;

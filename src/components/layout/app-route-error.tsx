import type { ErrorComponentProps } from '@tanstack/react-router';

import { isCurrentUserUnavailable } from '@/lib/current-user';

import { RootError } from './root-error';
import { UserUnavailableScreen } from './user-unavailable-screen';

/** Error boundary of the signed-in layout: the user could not be loaded, or the layout failed. */
export function AppRouteError(props: ErrorComponentProps) {
  return isCurrentUserUnavailable(props.error) ? (
    <UserUnavailableScreen error={props.error} reset={props.reset} />
  ) : (
    <RootError {...props} />
  );
}

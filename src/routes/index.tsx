import { createFileRoute, redirect } from '@tanstack/react-router';

// '/' always passes through login, which sends a signed-in user on at once.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});

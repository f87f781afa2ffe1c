import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/firmware-library/')({
  beforeLoad: () => {
    throw redirect({ to: '/firmware-library/firmware-library-list', replace: true });
  },
});

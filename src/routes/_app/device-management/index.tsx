import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/device-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/device-management/device-list', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/system-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/system-management/account-management', replace: true });
  },
});

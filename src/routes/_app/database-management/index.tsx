import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/database-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/database-management/database', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/test-project-management/')({
  beforeLoad: () => {
    throw redirect({ to: '/test-project-management/testproject', replace: true });
  },
});

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

import { useLogout } from '@/api/generated/endpoints/session/session';
import { clearSession } from '@/lib/storage';

/** Logout: tells the server, then forgets the session and shows login whatever the answer was. */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useLogout({
    mutation: {
      onSettled: () => {
        clearSession();
        // Another user may sign in next: nothing of this one's data may stay cached.
        queryClient.clear();
        void navigate({ to: '/login', replace: true });
      },
    },
  });
  return { signOut: () => mutate(), pending: isPending };
}

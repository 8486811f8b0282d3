import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { clearSession } from '../../../lib/session.ts';

/** Revokes the session on the server; the local session goes whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['user-info'] });
    },
  });
}

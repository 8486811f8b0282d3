import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client.ts';
import { clearSession } from '../../../lib/session.ts';

/** Revokes the session on the server; the local session goes whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await post<null>('/swx/customer/login/logout');
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetEmailPreferencesBody } from '@tp/contract';
import { settingsEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { SETTINGS_KEY } from './keys.ts';

/** Which categories also come by e-mail, and in which language. */
export const setEmailPreferences = (body: SetEmailPreferencesBody) =>
  callWithMessage(settingsEndpoints.setEmailPreferences, { body });

export function useSetEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailPreferences,
    onSuccess: ({ result }) => {
      queryClient.setQueryData([SETTINGS_KEY], result);
    },
  });
}

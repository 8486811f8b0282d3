import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints } from '@tp/contract/endpoints';
import { callWithMessage } from '../../../api/client.ts';
import { SETTINGS_KEY } from './keys.ts';

/** Sets the phrase every e-mail shows; the answer is the settings as they now are. */
export const setAntiPhishingCode = (code: string) =>
  callWithMessage(settingsEndpoints.setAntiPhishingCode, { body: { code } });

export function useSetAntiPhishingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAntiPhishingCode,
    onSuccess: ({ result }) => {
      queryClient.setQueryData([SETTINGS_KEY], result);
    },
  });
}

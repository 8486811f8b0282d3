import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { SETTINGS_KEY } from './keys.ts';

export const accountSettingsQuery = () =>
  queryOptions({ queryKey: [SETTINGS_KEY], queryFn: () => call(settingsEndpoints.getAccountSettings) });

export function useAccountSettings() {
  const { loggedIn } = useSession();
  return useQuery({ ...accountSettingsQuery(), enabled: loggedIn });
}

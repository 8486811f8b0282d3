import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@tp/contract/endpoints';
import { call } from '../../../api/client.ts';
import { saveUser, useSession } from '../../../lib/session.ts';

export async function fetchUserInfo() {
  const user = await call(userEndpoints.getUserInfo);
  saveUser(user);
  return user;
}

export const userInfoQuery = () => queryOptions({ queryKey: ['user-info'], queryFn: fetchUserInfo, staleTime: 60_000 });

export function useUserInfo() {
  const { loggedIn } = useSession();
  return useQuery({ ...userInfoQuery(), enabled: loggedIn });
}

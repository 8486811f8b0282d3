import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tp/contract';
import { post } from '../../../api/client.ts';
import { saveUser, useSession } from '../../../lib/session.ts';

export async function fetchUserInfo(): Promise<User> {
  const { result } = await post<User>('/swx/customer/user/getUserInfo');
  saveUser(result);
  return result;
}

export const userInfoQuery = () => queryOptions({ queryKey: ['user-info'], queryFn: fetchUserInfo, staleTime: 60_000 });

export function useUserInfo() {
  const { loggedIn } = useSession();
  return useQuery({ ...userInfoQuery(), enabled: loggedIn });
}

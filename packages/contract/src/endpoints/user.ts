import type { RepasswordBody, User } from '../auth.ts';
import { postEndpoint } from '../endpoint.ts';
import { USER_API } from './prefixes.ts';

/** The signed-in customer's profile and password. */
export const userEndpoints = {
  getUserInfo: postEndpoint<User>(`${USER_API}/getUserInfo`),
  /** Answers `msg` "20005". */
  repassword: postEndpoint<null, RepasswordBody>(`${USER_API}/repassword`),
};

import type {
  AutoLoginBody,
  CheckUserNameQuery,
  CheckUserNameResult,
  HandoffResult,
  LoginBody,
  LoginByProviderBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  Session,
} from '../auth.ts';
import { getEndpoint, postEndpoint, type Redirect } from '../endpoint.ts';
import { LOGIN_API } from './prefixes.ts';

/** The login group: sign-in, registration and provider sign-in, open to visitors; logout and handoff need a session. */
export const authEndpoints = {
  checkUserNameOrPhone: getEndpoint<CheckUserNameResult, CheckUserNameQuery>(`${LOGIN_API}/checkUserNameOrPhone`),
  sendCode: postEndpoint<null, SendCodeBody>(`${LOGIN_API}/sendCode`),
  register: postEndpoint<Session, RegisterBody>(`${LOGIN_API}/register`),
  login: postEndpoint<Session, LoginBody>(`${LOGIN_API}/login`),
  /** Answers `msg` "20005". */
  resetPassword: postEndpoint<null, ResetPasswordBody>(`${LOGIN_API}/resetPassword`),
  autoLogin: postEndpoint<Session, AutoLoginBody>(`${LOGIN_API}/autoLogin`),
  /** The names of the configured sign-in providers. */
  providers: getEndpoint<string[]>(`${LOGIN_API}/providers`),
  loginByGoogle: postEndpoint<Session, LoginByProviderBody>(`${LOGIN_API}/loginByGoogle`),
  loginByProvider: postEndpoint<Session, LoginByProviderBody>(`${LOGIN_API}/loginByProvider/:provider`),
  /** Not called but navigated to: it redirects to the provider, which comes back to /api/loginCallback/:provider. */
  providerSignInStart: getEndpoint<Redirect>('/api/auth/:provider/start'),
  logout: postEndpoint<null>(`${LOGIN_API}/logout`),
  createHandoff: postEndpoint<HandoffResult>(`${LOGIN_API}/createHandoff`),
};

import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { AccountSettings, SetAntiPhishingCodeBody, SetEmailPreferencesBody } from '../settings.ts';
import { USER_API } from './prefixes.ts';

/** The customer's own account settings: the anti-phishing code and what is also sent by e-mail. */
export const settingsEndpoints = {
  getAccountSettings: getEndpoint<AccountSettings>(`${USER_API}/getAccountSettings`),
  /** Answers `msg` "20005". */
  setAntiPhishingCode: postEndpoint<AccountSettings, SetAntiPhishingCodeBody>(`${USER_API}/setAntiPhishingCode`),
  /** Answers `msg` "20005". */
  setEmailPreferences: postEndpoint<AccountSettings, SetEmailPreferencesBody>(`${USER_API}/setEmailPreferences`),
};

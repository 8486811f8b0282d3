import type { QueryClient } from '@tanstack/react-query';
import { openMarketSocket } from '../api/socket.ts';
import { userInfoQuery } from '../features/account/api/user-info.ts';
import { contentListQuery } from '../features/content/api/list-contents.ts';
import { initI18n } from '../i18n/index.ts';
import { accountModeStore, sessionStore, setAccountMode } from '../lib/session.ts';
import { applyColorConvention } from '../lib/colors.ts';
import { loadChrome } from './shell/chrome.ts';

/**
 * What the app does before its first paint (the specification's startup): stored language,
 * content lists, account mode, the live market socket, and the user's info when logged in.
 */
export async function startUp(queryClient: QueryClient): Promise<void> {
  applyColorConvention();
  const [i18n] = await Promise.all([initI18n(), loadChrome()]);
  setAccountMode(accountModeStore.get());
  // Warm the cache; a failure here is shown where the data is used.
  queryClient.query(contentListQuery(i18n.language)).catch(() => undefined);
  openMarketSocket();
  if (sessionStore.get().token) queryClient.query(userInfoQuery()).catch(() => undefined);
}

import { paths } from '../config/paths.ts';
import { presaleRoundsRequest } from '../features/presale/api/list-presale.ts';
import type { Language } from '../i18n/languages.ts';
import type { PageDataRequest } from './page-data.ts';

/**
 * The pages whose first paint the server renders with their data rather than as loading: where the
 * content is one public list, and the page's largest text is in it (the presale rounds' description,
 * which otherwise waits for the app's scripts and then this call).
 */
const REQUESTS: Record<string, (language: Language) => PageDataRequest[]> = {
  [paths.presale]: (language) => [presaleRoundsRequest(language)],
};

export const pageDataRequests = (path: string, language: Language): PageDataRequest[] =>
  REQUESTS[path]?.(language) ?? [];

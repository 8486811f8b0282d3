/** Every route of the web app, in one place. */
export const paths = {
  home: '/',
  market: '/market',
  trading: '/trading',
  presale: '/presale',
  loan: '/loan',
  nfts: '/nfts',
  nftDetail: '/nfts/:id',
  myNfts: '/profile/nfts',
  account: '/profile1',
  currency: '/cruuency',
  aboutUs: '/aboutUs',
  detail: '/detail',
  introduction: '/introduction',
  balance: '/profile/balance',
  invite: '/profile/invite',
  notifications: '/profile/notification',
  changePassword: '/profile/password',
  settings: '/profile/settings',
  orders: '/profile/orders',
  verification: '/profile/verification',
  /** The same verification page under the short address other pages (the loan page) link to. */
  verify: '/verify',
  help: '/help',
  faq: '/help/faq',
  notice: '/help/notice',
  register: '/pass/register',
  login: '/pass/login',
  reset: '/pass/reset',
  autoLogin: '/autoLogin',
  providerCallback: '/api/loginCallback/:provider',
} as const;

export const detailPath = (id: number, title: string) =>
  `${paths.detail}?${new URLSearchParams({ id: String(id), title }).toString()}`;

export const currencyPath = (item: { code: string; type: number; id: number }) =>
  `${paths.currency}?${new URLSearchParams({ code: item.code, type: String(item.type), id: String(item.id) }).toString()}`;

export const nftPath = (id: number) => `/nfts/${id}`;

export const supportUrl = (language: string) => `/service.html?language=${encodeURIComponent(language)}`;

/** Pages without the top bar, bottom tab bar and footer. */
export const barelessPaths: readonly string[] = [paths.login, paths.register, paths.reset, paths.autoLogin];

/** An NFT's own page, `/nfts/:id`. */
export function isNftDetail(pathname: string): boolean {
  return /^\/nfts\/\d+$/.test(pathname);
}

export function isProviderCallback(pathname: string): boolean {
  return pathname.startsWith('/api/loginCallback/');
}

/** Where the chrome is hidden: the auth pages, the provider callback and the hand-off. */
export function hidesChrome(pathname: string): boolean {
  return barelessPaths.includes(pathname) || isProviderCallback(pathname);
}

import { describe, expect, it } from 'vitest';
import { BACKOFFICE_API } from './backoffice.ts';
import {
  authEndpoints,
  backofficeEndpoints,
  contentEndpoints,
  loanBackofficeEndpoints,
  loanEndpoints,
  marketEndpoints,
  notifyEndpoints,
  optionsEndpoints,
  pathOf,
  planEndpoints,
  positionEndpoints,
  noticeBackofficeEndpoints,
  presaleBackofficeEndpoints,
  presaleEndpoints,
  settingsEndpoints,
  userEndpoints,
  walletEndpoints,
  watchlistEndpoints,
  type AnyEndpoint,
} from './index.ts';

const customerGroups: Record<string, AnyEndpoint>[] = [
  authEndpoints,
  userEndpoints,
  contentEndpoints,
  marketEndpoints,
  watchlistEndpoints,
  notifyEndpoints,
  walletEndpoints,
  positionEndpoints,
  optionsEndpoints,
  planEndpoints,
  loanEndpoints,
  presaleEndpoints,
  settingsEndpoints,
];
const customer = customerGroups.flatMap((group) => Object.values(group));
const backoffice: AnyEndpoint[] = [
  ...Object.values(backofficeEndpoints),
  ...Object.values(presaleBackofficeEndpoints),
  ...Object.values(noticeBackofficeEndpoints),
  ...Object.values(loanBackofficeEndpoints),
];

describe('endpoint descriptors', () => {
  it('describe each method and path once', () => {
    const keys = [...customer, ...backoffice].map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the customer API under /swx/customer and the back office under its own prefix', () => {
    for (const e of customer) expect(e.path).toMatch(/^\/(swx\/customer\/(login|user|index|order)|api\/auth)\//);
    for (const e of backoffice) expect(e.path.startsWith(`${BACKOFFICE_API}/`)).toBe(true);
  });

  it("keep the specification's spellings and the server's aliases", () => {
    expect(walletEndpoints.listWithdrwal.path).toBe('/swx/customer/user/listWithdrwal');
    expect(walletEndpoints.listWithdrawal.path).toBe('/swx/customer/user/listWithdrawal');
    expect(authEndpoints.checkUserNameOrPhone).toEqual({
      method: 'GET',
      path: '/swx/customer/login/checkUserNameOrPhone',
    });
    expect(userEndpoints.getUserInfo).toEqual({ method: 'POST', path: '/swx/customer/user/getUserInfo' });
  });
});

describe('pathOf', () => {
  it('fills each :name segment, URI-encoded', () => {
    expect(pathOf(marketEndpoints.getMarketInfo, { id: 7 })).toBe('/swx/customer/index/getMarketInfo/7');
    expect(pathOf(contentEndpoints.getContentsBySlug, { lang: 'en', slug: 'a b' })).toBe(
      '/swx/customer/index/getContentsBySlug/en/a%20b',
    );
    expect(pathOf(backofficeEndpoints.rejectDeposit, { id: '12' })).toBe('/backoffice/api/deposits/12/reject');
  });

  it('leaves a path without segments as it is', () => {
    expect(pathOf(walletEndpoints.getAccount)).toBe('/swx/customer/user/getAccount');
  });

  it('refuses to leave a segment unfilled', () => {
    expect(() => pathOf(positionEndpoints.getPositionById)).toThrow(RangeError);
    expect(() => pathOf(contentEndpoints.getContentsBySlug, { lang: 'en' })).toThrow(/:slug/);
  });
});

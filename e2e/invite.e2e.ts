import { expect, afterAll, beforeAll, describe, it } from 'vitest';
import type { CommissionPage, MarketItem, PositionRecord } from '@tp/contract';
import { Money } from '@tp/contract/money';
import { call } from '../packages/server/test/app.ts';
import { signUp, type SignedUp } from '../packages/server/test/signin.ts';
import { Audit, describeFindings } from './axe.ts';
import {
  closeTab,
  local,
  openTab,
  startStack,
  submitBackofficeSignIn,
  submitDeposit,
  toast,
  uniqueUser,
  viewportNames,
  waitForPath,
  type Stack,
  adminOf,
} from './helpers.ts';

/**
 * The invite journey at both layouts: a referrer shares their link; a friend opens it, finds the
 * code filled in on the register page and signs up; the friend's deposit is approved and they
 * open a position on the real account; the referrer's invite page then shows the friend (masked,
 * traded) and the commission, 20 % of the fee rounded down, paid to the real account.
 */

describe('invite friends', () => {
  let stack: Stack;
  let operatorToken: string;
  let btcId: number;
  beforeAll(async () => {
    stack = await startStack();
    operatorToken = (
      await call<{ token: string }>(stack.url, 'POST', '/backoffice/api/login', { body: adminOf(stack) })
    ).result.token;
    const crypto = await call<MarketItem[]>(stack.url, 'GET', '/swx/customer/index/listMarketByType?type=2');
    const btc = crypto.result.find((entry) => entry.code === 'BTCUSDT');
    if (!btc) throw new Error('BTCUSDT is not listed');
    btcId = btc.id;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  /** A real-account order of the friend's, once the price feed has a price (retried for a few seconds). */
  async function tradeReal(friend: SignedUp): Promise<PositionRecord> {
    const body = { instrumentId: btcId, side: 'long', lots: '0.01', leverage: 10 };
    for (let attempt = 0; ; attempt++) {
      const answer = await call<PositionRecord>(stack.url, 'POST', '/swx/customer/order/openPosition', {
        token: friend.token,
        body,
        headers: { virtually: 'YES' },
      });
      if (answer.code === 200) return answer.result;
      if (attempt > 20) throw new Error(`openPosition: ${answer.code} ${answer.msg}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('lets an administrator change the share in the back office, for new fees only, after a confirmation', async () => {
    const tab = await openTab(stack, 'desktop');
    const { page } = tab;
    await submitBackofficeSignIn(page, stack.url, adminOf(stack).name, adminOf(stack).password);
    await waitForPath(page, '/backoffice/deposits');
    await page.goto(`${stack.url}/backoffice/referrals`);
    await page.getByRole('heading', { level: 1, name: 'Invite programme' }).waitFor();
    await page.getByText('20 %', { exact: true }).waitFor();
    await page.getByLabel('New share (a fraction: 0.2 is 20 %)').fill('0.25');
    await page.getByRole('button', { name: 'Change the share' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the referral share?' });
    await confirm.getByText('Fees charged from now on pay the new share', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Change' }).click();
    await toast(page, 'The share is changed for new fees.');
    await page.getByText('25 %', { exact: true }).waitFor();
    const customer = await signUp(stack);
    const info = await call<{ share: string }>(stack.url, 'GET', '/swx/customer/user/getInviteInfo', {
      token: customer.token,
    });
    expect(info.result.share).toBe('0.25');
    const back = await call(stack.url, 'POST', '/backoffice/api/referrals/share', {
      token: operatorToken,
      body: { share: '0.2' },
    });
    expect(back.code).toBe(200);
    await closeTab(tab);
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it("registers a friend from the invite link, and shows the referrer the friend's commission", async () => {
      const referrer = await signUp(stack);
      const audit = new Audit();
      const mine = await openTab(stack, viewport, { session: referrer });
      await mine.page.goto(`${stack.url}/profile/invite`);
      await mine.page.getByRole('heading', { level: 1, name: 'Invite friends' }).waitFor();
      expect(await mine.page.getByTestId('invite-code').textContent()).toBe(referrer.user.inviteCode);
      const link = (await mine.page.getByTestId('invite-link').textContent()) ?? '';
      expect(link).toBe(`${stack.url}/pass/register?invite=${referrer.user.inviteCode}`);
      await mine.page.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
      await mine.page.getByText('No friends have signed up with your code yet.').waitFor();
      await audit.check(mine.page, {
        route: '/profile/invite',
        viewport,
        session: 'customer',
        language: 'en',
        state: 'empty',
      });

      const user = uniqueUser('inv');
      const theirs = await openTab(stack, viewport);
      const { page } = theirs;
      await page.goto(link);
      expect(await page.getByLabel('Invite code (optional)').inputValue()).toBe(referrer.user.inviteCode);
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('E-mail', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByLabel('Repeat password').fill(user.password);
      await page.getByTestId('send-code').click();
      await page.getByLabel('E-mail code').fill(await stack.inbox.latestCode(user.email));
      await page.getByRole('button', { name: 'Create account' }).click();
      await waitForPath(page, '/');
      await toast(page, 'Your account is ready.');
      const token = (await local(page, 'token')) ?? '';
      const friend: SignedUp = { token, user: JSON.parse((await local(page, 'userInfo')) ?? '{}') as SignedUp['user'] };
      await closeTab(theirs);

      const depositId = await submitDeposit(stack, friend.token);
      const approved = await call(stack.url, 'POST', `/backoffice/api/deposits/${depositId}/approve`, {
        token: operatorToken,
      });
      expect(approved.code).toBe(200);
      const position = await tradeReal(friend);
      const commission = Money.of(position.fee).times('0.2').round(6, 'down').toString();

      await mine.page.reload();
      const commissions = mine.page.getByTestId('invite-commissions');
      // The job pays within a few seconds; the page asks again every 30 s, so reload until it is there.
      await expect
        .poll(
          async () => {
            const paid = await call<CommissionPage>(stack.url, 'GET', '/swx/customer/user/listCommissions', {
              token: referrer.token,
            });
            return paid.result.total;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await mine.page.reload();
      await commissions.waitFor();
      const masked = `${user.username.slice(0, 2)}***${user.username.slice(-2)}`;
      expect(await commissions.textContent()).toContain(masked);
      expect(await commissions.textContent()).toContain(`${commission} USDT`);
      expect(await mine.page.getByTestId('invite-earned').textContent()).toBe(`${commission} USDT`);
      const friends = mine.page.getByTestId('invite-friends');
      expect(await friends.textContent()).toContain(masked);
      expect(await friends.textContent()).toContain('Yes');
      await audit.check(mine.page, {
        route: '/profile/invite',
        viewport,
        session: 'customer',
        language: 'en',
        state: 'paid',
      });
      expect(audit.blocking(), describeFindings(audit.blocking())).toEqual([]);
      if (process.env.INVITE_SHOTS) {
        await mine.page.screenshot({ path: `${process.env.INVITE_SHOTS}/invite-${viewport}.png`, fullPage: true });
      }
      await closeTab(mine);
    });
  });
});

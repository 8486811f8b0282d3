import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketItem } from '@tp/contract';
import {
  closeTab,
  createOperatorWithCli,
  openTab,
  submitBackofficeSignIn,
  startStack,
  toast,
  viewportNames,
  waitForPath,
  type Stack,
} from './helpers.ts';

/**
 * Reads the app in `language` from now on, as the language picker leaves it. The app stores its
 * language once it has started: set it after that, or the start-up writes over it.
 */
async function readIn(page: Page, language: string): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('lang') !== null);
  await page.evaluate((value) => {
    localStorage.setItem('lang', value);
  }, language);
  await page.reload();
  await page.waitForFunction((value) => document.documentElement.lang.startsWith(value), language);
}

describe('server content in the visitor language', () => {
  let stack: Stack;
  let admin: { name: string; password: string };
  let dataDir: string;
  let stockId: number;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-e2e-content-'));
    admin = await createOperatorWithCli(dataDir, 'e2e.editor', 'admin');
    stack = await startStack(() => ({ DATA_DIR: dataDir }));
    const stocks = (await (await fetch(`${stack.url}/swx/customer/index/listMarketByType?type=3`)).json()) as {
      result: MarketItem[];
    };
    const aapl = stocks.result.find((item) => item.code === 'AAPL');
    if (!aapl) throw new Error('no AAPL among the stocks');
    stockId = aapl.id;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each(viewportNames)('%s', (viewport) => {
    it('shows the footer, About, the FAQ and the trading hours in Spanish, then in Japanese', async () => {
      const tab = await openTab(stack, viewport);
      const { page } = tab;
      await page.goto(stack.url);
      await readIn(page, 'es');
      await page.getByTestId('footer-policy').getByRole('link', { name: 'Condiciones del servicio' }).waitFor();
      await page.getByTestId('footer-company').getByRole('link', { name: 'Sobre nosotros' }).click();
      await waitForPath(page, '/aboutUs');
      await page.getByRole('heading', { level: 1, name: 'Sobre nosotros' }).waitFor();
      await page.getByText('Gestionamos una plataforma en línea de trading').waitFor();

      await page.goto(`${stack.url}/help/faq`);
      await page.getByRole('button', { name: '¿Cómo me registro?' }).click();
      await page.getByText('Cada correo electrónico y cada nombre de usuario').waitFor();
      await page.goto(`${stack.url}/cruuency?code=AAPL&type=3&id=${stockId}`);
      await page.getByText('Lun–vie 09:30–16:00 (hora de Nueva York), cerrado los festivos de la NYSE').waitFor();

      await readIn(page, 'ja');
      await page.getByText('月～金 09:30～16:00（ニューヨーク時間）、NYSEの休場日は休場').waitFor();
      await page.goto(`${stack.url}/help/faq`);
      await page.getByRole('button', { name: '登録するにはどうすればよいですか？' }).waitFor();
      await closeTab(tab);
    });
  });

  it('an operator rewrites the Spanish text of an item, and a visitor reading Spanish sees it', async () => {
    const operator = await openTab(stack, 'desktop');
    await submitBackofficeSignIn(operator.page, stack.url, admin.name, admin.password);
    await operator.page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
    await operator.page.goto(`${stack.url}/backoffice/contents?type=1`);
    await operator.page.getByRole('button', { name: 'Edit careers' }).click();
    await operator.page.getByRole('radio', { name: 'Spanish' }).click();
    expect(await operator.page.getByLabel('Title (Spanish)').inputValue()).toBe('Empleo');
    await operator.page.getByLabel('Title (Spanish)').fill('Trabaja con nosotros');
    await operator.page.getByRole('button', { name: 'Save' }).click();
    await toast(operator.page, 'Spanish text of “careers” saved.');
    await closeTab(operator);

    const visitor = await openTab(stack, 'desktop');
    await visitor.page.goto(stack.url);
    await readIn(visitor.page, 'es');
    await visitor.page.getByTestId('footer-company').getByRole('link', { name: 'Trabaja con nosotros' }).waitFor();
    await readIn(visitor.page, 'en');
    await visitor.page.getByTestId('footer-company').getByRole('link', { name: 'Careers' }).waitFor();
    await closeTab(visitor);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.ts';
import { fakeServer } from '../../../testing/index.ts';
import { sendCode } from './send-code.ts';

describe('asking for an e-mailed code', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('names the interface language, which the e-mail is written in', async () => {
    const server = fakeServer({ 'POST sendCode': null });
    await sendCode({ email: 'a@example.test', purpose: 'register' });
    await changeLanguage('ar');
    await sendCode({ email: 'a@example.test', purpose: 'reset' });
    expect(server.posts('sendCode').map((call) => call.body)).toEqual([
      { email: 'a@example.test', purpose: 'register', language: 'en' },
      { email: 'a@example.test', purpose: 'reset', language: 'ar' },
    ]);
  });
});

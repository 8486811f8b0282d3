import { describe, expect, it } from 'vitest';
import { LANGUAGES, NOTIFICATION_KINDS } from '@tp/contract';
import { createMailer } from '../auth/mailer.ts';
import { frames } from './frame.ts';
import { renderNotificationMail } from './render.ts';

const payload = {
  depositId: 12,
  withdrawalId: 13,
  positionId: 14,
  orderId: 15,
  planId: 16,
  coin: 'BTC',
  code: 'BTCUSDT',
  amount: '0.000123456789012345',
  receiveCoin: '0.0001',
  credited: '12.345678',
  profit: '-3.5',
  payout: '19.5',
  reason: 'Transfer not found.\nSend it again.',
  earned: '1.25',
  refund: '98',
  penalty: '2',
  symbol: 'NOVA',
  tokens: '1000',
  cost: '50',
  status: 'won',
};

describe('notification e-mails', () => {
  it.each(LANGUAGES)('word every kind in %s, opening with the anti-phishing code, amounts exact', (language) => {
    for (const kind of NOTIFICATION_KINDS) {
      const mail = renderNotificationMail({
        kind,
        payload,
        email: 'a@example.test',
        language,
        antiPhishingCode: 'Kod 7',
      });
      expect(mail.text.split('\n')[0]).toBe(frames[language].code('Kod 7'));
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain(mail.subject.split(' ')[0]);
    }
    const deposit = renderNotificationMail({
      kind: 'deposit_submitted',
      payload,
      email: 'a',
      language,
      antiPhishingCode: null,
    });
    expect(deposit.text).toContain('0.000123456789012345');
    expect(deposit.text.split('\n')[0]).toBe(frames[language].noCode);
  });

  it('are in English when the language is unknown, with the closer sentence the payload names', () => {
    const won = renderNotificationMail({
      kind: 'option_settled',
      payload: { orderId: 15, code: 'BTCUSDT', status: 'won', payout: '19.5' },
      email: 'a',
      language: null,
      antiPhishingCode: null,
    });
    expect(won.subject).toBe('Option #15 on BTCUSDT won: 19.5 USDT paid out');
    const stopped = renderNotificationMail({
      kind: 'position_closed',
      payload: { positionId: 3, code: 'ETHUSDT', reason: 'stop_out', profit: '-10' },
      email: 'a',
      language: 'xx',
      antiPhishingCode: null,
    });
    expect(stopped.subject).toContain('Position #3 on ETHUSDT was stopped out');
  });

  it('reach the log by kind alone when no SMTP server is set: no address, text or amount', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => void lines.push(args) };
    const mailer = createMailer(null, 'noreply@example.test', log as never);
    const mail = renderNotificationMail({
      kind: 'deposit_completed',
      payload: { depositId: 4, amount: '123.456', coin: 'USDT', credited: '123.456' },
      email: 'someone@example.test',
      language: 'en',
      antiPhishingCode: 'Secret Phrase',
    });
    await mailer.send(mail);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('deposit_completed');
    for (const personal of ['someone@example.test', '123.456', 'Secret Phrase']) expect(logged).not.toContain(personal);
  });
});

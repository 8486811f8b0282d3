import { ALWAYS_MAILED_KINDS, type NotificationKind } from '@tp/contract';
import type { Mail } from '../auth/service.ts';
import { frames, mailLanguage, type ContextKey } from './frame.ts';
import { sentences } from './sentences.ts';

type Payload = Record<string, string | number | null>;

/** A queued mail with what it needs of its customer. */
export interface MailToRender {
  kind: NotificationKind;
  payload: Payload;
  email: string;
  language: string | null;
  antiPhishingCode: string | null;
  /** An operator's notice's words by language (English always written); null for other kinds. */
  noticeTexts?: Record<string, { title: string; body: string }> | null;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The closer sentence of a kind when the payload names one (as the app's notification list does). */
function keyOf(kind: NotificationKind, payload: Payload, table: Record<string, string>): NotificationKind | ContextKey {
  const context = kind === 'position_closed' ? payload.reason : kind === 'option_settled' ? payload.status : null;
  const closer = `${kind}_${text(context)}`;
  return context !== null && closer in table ? (closer as ContextKey) : kind;
}

/** The placeholders' values: ids and amounts exactly as the payload holds them (amounts are exact decimal strings). */
function valuesOf(kind: NotificationKind, payload: Payload): Record<string, string> {
  return {
    id: text(
      payload.depositId ??
        payload.withdrawalId ??
        payload.positionId ??
        payload.orderId ??
        payload.planId ??
        payload.loanId,
    ),
    coin: text(payload.coin),
    code: text(payload.code),
    amount: text(kind === 'withdrawal_completed' ? payload.receiveCoin : payload.amount),
    credited: text(payload.credited),
    profit: text(payload.profit),
    payout: text(payload.payout),
    reason: text(payload.reason),
    outstanding: text(payload.outstanding),
    earned: text(payload.earned),
    refund: text(payload.refund),
    penalty: text(payload.penalty),
    symbol: text(payload.symbol),
    tokens: text(payload.tokens),
    cost: text(payload.cost),
    count: text(payload.count),
  };
}

/**
 * A notification as an e-mail in the customer's language (English when unknown): the sentence is
 * the subject, and the body opens with the anti-phishing code. Plain text only, so nothing in a
 * payload or a code can become markup; it never carries a password or a token.
 */
export function renderNotificationMail(mail: MailToRender): Mail {
  const language = mailLanguage(mail.language);
  const table = sentences[language];
  const frame = frames[language];
  // A notice says what the operators wrote, in the customer's language where they wrote it.
  const notice = mail.noticeTexts ? (mail.noticeTexts[language] ?? mail.noticeTexts.en) : undefined;
  const sentence = notice
    ? notice.title
    : fill(table[keyOf(mail.kind, mail.payload, table)], valuesOf(mail.kind, mail.payload));
  const security = ALWAYS_MAILED_KINDS.includes(mail.kind);
  const lines = [
    mail.antiPhishingCode ? frame.code(mail.antiPhishingCode) : frame.noCode,
    '',
    sentence,
    ...(notice ? ['', notice.body] : []),
    ...(security ? ['', frame.notYou] : []),
    '',
    '—',
    frame.footer,
  ];
  // An operator's reason may span lines: a subject is one.
  return { to: mail.email, subject: sentence.replace(/\s+/g, ' '), text: lines.join('\n'), kind: mail.kind };
}

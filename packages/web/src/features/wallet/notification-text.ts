import type { TFunction } from 'i18next';
import type { NotificationRecord } from '@tp/contract';
import { NOTIFICATION_KINDS, type NotificationKind } from '@tp/contract/constants';
import type { PushedNotification } from '@tp/contract/notifications';
import { paths } from '../../config/paths.ts';
import { formatMoney } from './money.ts';

const isKind = (kind: string | undefined): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly (string | undefined)[]).includes(kind);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Which sentence of its kind a notification takes: a position by why it closed (`reason`), an
 * option by how it ended (`status`); the kind's own sentence when there is no closer one.
 */
function contextOf(kind: NotificationKind, payload: NotificationRecord['payload']): string | undefined {
  if (kind === 'position_closed') return text(payload.reason);
  if (kind === 'option_settled') return text(payload.status);
  return undefined;
}

/**
 * A notification worded in the reader's language from its kind and payload (a notice by its
 * title); an unknown kind, or one pushed without its content, gets a plain line.
 */
export function notificationText(
  t: TFunction<'wallet'>,
  record: PushedNotification & { notice?: NotificationRecord['notice'] },
): string {
  const { kind } = record;
  const payload = record.payload ?? {};
  if (!isKind(kind)) return t('notifications.other');
  if (kind === 'operator_notice') return record.notice?.title ?? t('notifications.operator_notice');
  const amountOf = (key: string, signed = false) => formatMoney(text(payload[key]), 0, signed);
  return t(`notifications.${kind}`, {
    context: contextOf(kind, payload),
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
    amount: amountOf(kind === 'withdrawal_completed' ? 'receiveCoin' : 'amount'),
    credited: amountOf('credited'),
    profit: amountOf('profit', true),
    payout: amountOf('payout'),
    reason: text(payload.reason),
    outstanding: text(payload.outstanding),
    earned: amountOf('earned'),
    refund: amountOf('refund'),
    penalty: amountOf('penalty'),
    symbol: text(payload.symbol),
    tokens: amountOf('tokens'),
    cost: amountOf('cost'),
    count: text(payload.count),
  });
}

/** Where a notification leads: the page that shows what it is about. */
export function notificationLink(kind: string): string | null {
  if (kind.startsWith('deposit') || kind.startsWith('withdrawal')) return paths.balance;
  if (kind.startsWith('position') || kind.startsWith('option')) return paths.orders;
  if (kind.startsWith('plan')) return `${paths.orders}?tab=plans`;
  if (kind.startsWith('presale')) return paths.presale;
  if (kind === 'referral_commission') return paths.invite;
  if (kind.startsWith('kyc')) return paths.verification;
  if (kind === 'new_sign_in' || kind === 'password_changed') return paths.settings;
  return null;
}

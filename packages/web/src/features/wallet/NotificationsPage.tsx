import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { NotificationRecord } from '@tp/contract';
import { NOTIFICATION_KINDS, type NotificationKind } from '@tp/contract/constants';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { formatTime } from '../../lib/format.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { useNotifications } from './api/list-notifications.ts';
import { PagedList } from './components/PagedList.tsx';
import { formatMoney } from './money.ts';
import './wallet.css';

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

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

/** A notification worded in the reader's language from its kind and payload; an unknown kind gets a plain line. */
export function notificationText(t: TFunction<'wallet'>, record: NotificationRecord): string {
  const { payload } = record;
  if (!isKind(record.kind)) return t('notifications.other');
  const amountOf = (key: string, signed = false) => formatMoney(text(payload[key]), 0, signed);
  return t(`notifications.${record.kind}`, {
    context: contextOf(record.kind, payload),
    id: text(payload.depositId ?? payload.withdrawalId ?? payload.positionId ?? payload.orderId ?? payload.planId),
    coin: text(payload.coin),
    code: text(payload.code),
    amount: amountOf(record.kind === 'withdrawal_completed' ? 'receiveCoin' : 'amount'),
    credited: amountOf('credited'),
    profit: amountOf('profit', true),
    payout: amountOf('payout'),
    reason: text(payload.reason),
    earned: amountOf('earned'),
    refund: amountOf('refund'),
    penalty: amountOf('penalty'),
    symbol: text(payload.symbol),
    tokens: amountOf('tokens'),
    cost: amountOf('cost'),
    count: text(payload.count),
  });
}

const iconOf = (kind: string): IconName =>
  kind.startsWith('withdrawal')
    ? 'wallet'
    : kind.startsWith('position') || kind.startsWith('option') || kind.startsWith('plan')
      ? 'trading'
      : 'bell';

/**
 * /profile/notification: what changed on the customer's deposits, withdrawals, positions and
 * options, newest first. The unread ones stand out, and are marked read on the server once shown.
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('wallet');
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return (
    <section className="page page--narrow wallet">
      <header className="wallet__head">
        <h1>{t('notifications.title')}</h1>
      </header>
      <p className="muted">{t('notifications.note')}</p>
      <div className="form-card">
        <PagedList
          usePage={useNotifications}
          empty={t('notifications.empty')}
          className="notifications"
          row={(item) => (
            <li key={item.id} className={`notification${item.readAt === null ? ' notification--unread' : ''}`}>
              <Icon name={iconOf(item.kind)} size={18} />
              <div>
                <p>
                  {item.readAt === null && <span className="notification__new">{t('notifications.unread')}</span>}
                  {notificationText(t, item)}
                </p>
                <time className="muted" dateTime={new Date(item.createdAt).toISOString()}>
                  {formatTime(item.createdAt, i18n.language)}
                </time>
              </div>
            </li>
          )}
        />
      </div>
    </section>
  );
}

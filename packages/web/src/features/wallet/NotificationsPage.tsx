import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { NotificationRecord } from '@tp/contract';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { formatTime } from '../../lib/format.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useNotifications } from './api/list-notifications.ts';
import { PagedList } from './components/PagedList.tsx';
import { formatMoney } from './money.ts';
import './wallet.css';

/** The kinds the server sends (packages/server/src/modules/wallet): each has its sentence. */
const KINDS = [
  'deposit_submitted',
  'deposit_completed',
  'deposit_rejected',
  'withdrawal_submitted',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_completed',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A notification worded in the reader's language from its kind and payload; an unknown kind gets a plain line. */
export function notificationText(t: TFunction<'wallet'>, record: NotificationRecord): string {
  const { payload } = record;
  if (!isKind(record.kind)) return t('notifications.other');
  const amountOf = (key: string) => formatMoney(text(payload[key]));
  return t(`notifications.${record.kind}`, {
    id: text(payload.depositId ?? payload.withdrawalId),
    coin: text(payload.coin),
    amount: amountOf(record.kind === 'withdrawal_completed' ? 'receiveCoin' : 'amount'),
    credited: amountOf('credited'),
    reason: text(payload.reason),
  });
}

/**
 * /profile/notification: what changed on the customer's deposits and withdrawals, newest first.
 * Read and unread management comes with a later release.
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
            <li key={item.id} className="notification">
              <Icon name={item.kind.startsWith('withdrawal') ? 'wallet' : 'bell'} size={18} />
              <div>
                <p>{notificationText(t, item)}</p>
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

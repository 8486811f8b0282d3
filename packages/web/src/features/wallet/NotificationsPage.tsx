import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationRecord } from '@tp/contract';
import type { Language } from '@tp/contract/constants';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@tp/contract/notifications';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../api/messages.ts';
import { useSession } from '../../lib/session.ts';
import { formatTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { PageError, PageLoading } from '../../ui/PageState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { useUnreadNotifications } from './api/count-unread.ts';
import { useDeleteNotifications } from './api/delete-notifications.ts';
import { useNotifications } from './api/list-notifications.ts';
import { useReadAllNotifications } from './api/read-all-notifications.ts';
import { useReadNotifications } from './api/read-notifications.ts';
import { notificationLink, notificationText } from './notification-text.ts';
import './wallet.css';

type Filter = 'all' | NotificationCategory;
const FILTERS: readonly Filter[] = ['all', ...NOTIFICATION_CATEGORIES];
const ICONS: Record<NotificationCategory, IconName> = {
  account: 'account',
  trading: 'trading',
  wallet: 'wallet',
  system: 'bell',
};
const categoryOf = (filter: Filter) => (filter === 'all' ? undefined : filter);

function NotificationItem({ item, icon }: { item: NotificationRecord; icon: IconName }) {
  const { t, i18n } = useTranslation('wallet');
  const read = useReadNotifications();
  const remove = useDeleteNotifications();
  const unread = item.readAt === null;
  const link = notificationLink(item.kind);
  const sentence = notificationText(t, item);
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <Icon name={icon} size={18} />
      <div className="notification__body">
        <p>
          {unread && <span className="notification__new">{t('notifications.unread')}</span>}
          {link ? (
            <Link to={link} onClick={() => unread && read.mutate([item.id])}>
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        {item.notice && <p className="notification__notice">{item.notice.body}</p>}
        <time className="muted" dateTime={new Date(item.createdAt).toISOString()}>
          {formatTime(item.createdAt, i18n.language)}
        </time>
      </div>
      <div className="notification__actions">
        {unread && (
          <Button variant="ghost" className="btn--small" onClick={() => read.mutate([item.id])}>
            {t('notifications.markRead')}
          </Button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('notifications.delete', { text: sentence })}
          title={t('notifications.deleteShort')}
          onClick={() => remove.mutate([item.id])}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </li>
  );
}

function NotificationList({ filter, page, onPage }: { filter: Filter; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const describe = useErrorMessage();
  const query = useNotifications({ category: categoryOf(filter), language: i18n.language as Language, page });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError message={describe(query.error)} onRetry={() => void query.refetch()} />;
  const { list, total, pageSize } = query.data;
  if (list.length === 0) return <p className="muted records__empty">{t(`notifications.empty_${filter}`)}</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <ul className="records__list notifications">
        {list.map((item) => (
          <NotificationItem key={item.id} item={item} icon={iconOf(item.kind)} />
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={onPage}
        labels={{
          name: t('notifications.pages'),
          previous: t('notifications.previous'),
          next: t('notifications.next'),
          position: t('notifications.pageOf', { page, pages }),
        }}
      />
    </>
  );
}

function iconOf(kind: string): IconName {
  if (kind === 'operator_notice') return ICONS.system;
  if (kind.startsWith('deposit') || kind.startsWith('withdrawal') || kind === 'referral_commission') {
    return ICONS.wallet;
  }
  if (kind.startsWith('position') || kind.startsWith('option') || kind.startsWith('plan')) return ICONS.trading;
  return ICONS.account;
}

/**
 * /profile/notification: what happened to the customer's account, trades and wallet, and the
 * platform's notices; unread first, by category, pushed live (the list refreshes itself).
 */
export default function NotificationsPage() {
  const { t } = useTranslation('wallet');
  const { loggedIn } = useSession();
  const [view, setView] = useState<{ filter: Filter; page: number }>({ filter: 'all', page: 1 });
  const unread = useUnreadNotifications().data;
  const readAll = useReadAllNotifications();
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  const unreadHere = view.filter === 'all' ? (unread?.total ?? 0) : (unread?.byCategory[view.filter] ?? 0);
  return (
    <section className="page page--narrow wallet">
      <header className="wallet__head">
        <h1>{t('notifications.title')}</h1>
        <Button
          variant="secondary"
          className="btn--small"
          disabled={unreadHere === 0 || readAll.isPending}
          onClick={() => readAll.mutate(categoryOf(view.filter))}
        >
          {t('notifications.markAllRead')}
        </Button>
      </header>
      <p className="muted">{t('notifications.note')}</p>
      <Choices
        role="tablist"
        className="segmented notifications__filters"
        label={t('notifications.categories')}
        options={FILTERS}
        value={view.filter}
        onChange={(filter) => setView({ filter, page: 1 })}
        tabsId="notifications"
      >
        {(filter) => {
          const count = filter === 'all' ? (unread?.total ?? 0) : (unread?.byCategory[filter] ?? 0);
          return (
            <>
              {t(`notifications.category_${filter}`)}
              {count > 0 && <span className="notifications__count">{count}</span>}
            </>
          );
        }}
      </Choices>
      <div
        className="form-card"
        id="notifications-panel"
        role="tabpanel"
        aria-labelledby={`notifications-${view.filter}`}
      >
        <NotificationList filter={view.filter} page={view.page} onPage={(page) => setView({ ...view, page })} />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { useUnreadNotifications } from '../api/count-unread.ts';

/** Most unread shown as a number; more reads "99+". */
const SHOWN_MAX = 99;

/** The top bar's bell: the unread count, live, and the way to the notifications page. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications().data?.total ?? 0;
  const label = unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications');
  return (
    <Link className="icon-button bell" to={paths.notifications} aria-label={label} title={label}>
      <Icon name="bell" />
      {unread > 0 && (
        <span className="bell__count" aria-hidden="true">
          {unread > SHOWN_MAX ? `${SHOWN_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

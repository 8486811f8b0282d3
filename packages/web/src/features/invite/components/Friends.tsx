import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../api/messages.ts';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { useInvitees } from '../api/list-invitees.ts';
import { Pager } from './Pager.tsx';

const PAGE_SIZE = 10;

/** The friends who signed up with the code: masked names, when they joined, whether they have traded. */
export function Friends() {
  const { t, i18n } = useTranslation('invite');
  const describe = useErrorMessage();
  const [page, setPage] = useState(1);
  const friends = useInvitees(page, PAGE_SIZE);
  return (
    <section className="invite-card" aria-labelledby="invite-friends">
      <h2 id="invite-friends">{t('friends.title')}</h2>
      {friends.isPending ? (
        <PageLoading />
      ) : friends.isError ? (
        <PageError message={describe(friends.error)} onRetry={() => void friends.refetch()} />
      ) : friends.data.list.length === 0 ? (
        <p className="muted">{t('friends.empty')}</p>
      ) : (
        <>
          <table className="invite-table" data-testid="invite-friends">
            <thead>
              <tr>
                <th scope="col">{t('friends.name')}</th>
                <th scope="col">{t('friends.joined')}</th>
                <th scope="col">{t('friends.traded')}</th>
              </tr>
            </thead>
            <tbody>
              {friends.data.list.map((friend) => (
                <tr key={`${friend.username}-${friend.joinedAt}`}>
                  <td data-label={t('friends.name')}>{friend.username}</td>
                  <td data-label={t('friends.joined')}>
                    {new Date(friend.joinedAt).toLocaleDateString(i18n.language)}
                  </td>
                  <td data-label={t('friends.traded')}>{friend.traded ? t('friends.yes') : t('friends.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={friends.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

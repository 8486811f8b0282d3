import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../api/messages.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatTime } from '../../../lib/format.ts';
import { localizeDecimal } from '../../../lib/numbers.ts';
import { Button } from '../../../ui/Button.tsx';
import { Num } from '../../../ui/Num.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDownloadCommissions } from '../api/export-commissions.ts';
import { useCommissions } from '../api/list-commissions.ts';
import { Pager } from './Pager.tsx';

const PAGE_SIZE = 10;

/** The commissions paid: when the fee was charged, the friend, the fee, the commission; with the CSV download. */
export function Commissions() {
  const { t } = useTranslation('invite');
  const language = useLanguage();
  const describe = useErrorMessage();
  const [page, setPage] = useState(1);
  const commissions = useCommissions(page, PAGE_SIZE);
  const download = useDownloadCommissions();
  const usdt = (amount: string) => <Num>{`${localizeDecimal(amount)} USDT`}</Num>;
  return (
    <section className="invite-card" aria-labelledby="invite-commissions">
      <div className="invite-card__head">
        <h2 id="invite-commissions">{t('commissions.title')}</h2>
        <Button
          variant="secondary"
          className="btn--small"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => showToast(describe(error), 'error') })}
        >
          {t('commissions.download')}
        </Button>
      </div>
      {commissions.isPending ? (
        <PageLoading />
      ) : commissions.isError ? (
        <PageError message={describe(commissions.error)} onRetry={() => void commissions.refetch()} />
      ) : commissions.data.list.length === 0 ? (
        <p className="muted">{t('commissions.empty')}</p>
      ) : (
        <>
          <table className="invite-table" data-testid="invite-commissions">
            <thead>
              <tr>
                <th scope="col">{t('commissions.date')}</th>
                <th scope="col">{t('commissions.friend')}</th>
                <th scope="col">{t('commissions.fee')}</th>
                <th scope="col">{t('commissions.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {commissions.data.list.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('commissions.date')}>{formatTime(row.time, language)}</td>
                  <td data-label={t('commissions.friend')}>{row.friend}</td>
                  <td data-label={t('commissions.fee')}>{usdt(row.fee)}</td>
                  <td data-label={t('commissions.amount')}>{usdt(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={commissions.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

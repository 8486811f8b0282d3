import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovementKind, RechargeRecord, TransactionRecord, WithdrawalRecord } from '@tp/contract';
import { ACCOUNT_CURRENCY, MOVEMENT_KINDS } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Choices } from '../../../ui/Choices.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useDownloadTransactions } from '../api/export-transactions.ts';
import { useRecharges } from '../api/list-recharge.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useWithdrawals } from '../api/list-withdrawals.ts';
import { formatTime } from '../../../lib/format.ts';
import { methodLabel, shorten } from '../format.ts';
import { formatMoney, isNegative, isPositive } from '../money.ts';
import { PagedList } from './PagedList.tsx';
import { StatusChip } from './StatusChip.tsx';

export const RECORD_TABS = ['deposits', 'withdrawals', 'transactions'] as const;
export type RecordsTab = (typeof RECORD_TABS)[number];

/** The sentence that names what an entry cites. */
const REFERENCE_KEYS: Record<string, 'position' | 'option' | 'plan'> = {
  position: 'position',
  options_order: 'option',
  smart_plan: 'plan',
};

/**
 * A deposit or a withdrawal: its method, amount and status; its number, time and `detail`; then
 * the kind's own lines (`children`) and, when it was rejected, why.
 */
function WalletRecord({
  record,
  amount,
  detail,
  children,
}: {
  record: RechargeRecord | WithdrawalRecord;
  amount: string;
  detail: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <li className="record">
      <div className="record__head">
        <span className="record__title">
          <span className="record__method">{methodLabel(record.coin, record.network)}</span>
          <strong className="num">{amount}</strong>
        </span>
        <StatusChip status={record.status} />
      </div>
      <div className="record__meta">
        <span>#{record.id}</span>
        <span>{formatTime(record.createdAt, i18n.language)}</span>
        {detail}
      </div>
      {children}
      {record.status === 'rejected' && record.rejectReason && (
        <p className="record__reason">{t('records.reason', { reason: record.rejectReason })}</p>
      )}
    </li>
  );
}

function DepositRow({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation('wallet');
  return (
    <WalletRecord
      record={record}
      amount={`${formatMoney(record.amount)} ${record.coin}`}
      detail={
        <span title={record.txHash}>
          {t('records.txHash')} <code>{shorten(record.txHash)}</code>
        </span>
      }
    >
      {record.creditedAmount && (
        <p className="record__note">{t('records.credited', { amount: formatMoney(record.creditedAmount, 2) })}</p>
      )}
    </WalletRecord>
  );
}

function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  return (
    <WalletRecord
      record={record}
      amount={`${formatMoney(record.amount, 2)} ${ACCOUNT_CURRENCY}`}
      detail={
        <span title={record.address}>
          {t('records.to')} <code>{shorten(record.address)}</code>
        </span>
      }
    >
      <div className="record__meta">
        <span>
          {t('records.fee')} {formatMoney(record.fee, 2)} {ACCOUNT_CURRENCY}
        </span>
        <span>
          {t('records.receive')} {formatMoney(record.receive, 2)} {ACCOUNT_CURRENCY}
          {record.coin !== ACCOUNT_CURRENCY && ` ≈ ${formatMoney(record.receiveCoin)} ${record.coin}`}
        </span>
      </div>
      {record.payoutTxHash && (
        <p className="record__note" title={record.payoutTxHash}>
          {t('records.payout')} <code>{shorten(record.payoutTxHash)}</code>
        </p>
      )}
    </WalletRecord>
  );
}

const isMovementKind = (kind: string): kind is MovementKind => (MOVEMENT_KINDS as readonly string[]).includes(kind);

function TransactionRow({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation('wallet');
  const kindLabel = (kind: string) => t(`records.kinds.${isMovementKind(kind) ? kind : 'other'}`);
  const reference = /^(deposit|withdrawal):(\d+)$/.exec(record.reference ?? '');
  // The trading entries cite their order: "position:12", "options_order:41"; a plan's, the plan (and its day).
  const order = /^(position|options_order|smart_plan):(\d+)(?::day:\d+)?$/.exec(record.reference ?? '');
  const trend = isPositive(record.amount) ? 'up' : isNegative(record.amount) ? 'down' : 'flat';
  return (
    <li className="record record--movement">
      <div className="record__head">
        <span className="record__title">
          <span>{kindLabel(record.kind)}</span>
          {record.reference && (
            <span className="muted">
              {reference
                ? `${kindLabel(reference[1] ?? '')} #${reference[2] ?? ''}`
                : order
                  ? t(`records.references.${REFERENCE_KEYS[order[1] ?? 'position'] ?? 'position'}`, {
                      id: order[2] ?? '',
                    })
                  : record.reference}
            </span>
          )}
        </span>
        <strong className={`num amount amount--${trend}`}>
          {formatMoney(record.amount, 2, true)} {ACCOUNT_CURRENCY}
        </strong>
      </div>
      <div className="record__meta">
        <span>{formatTime(record.time, i18n.language)}</span>
        <span>
          {t('records.balanceAfter')} <span className="num">{formatMoney(record.balanceAfter, 2)}</span>
        </span>
      </div>
    </li>
  );
}

function Transactions() {
  const { t } = useTranslation('wallet');
  const describe = useErrorMessage();
  const [kind, setKind] = useState<MovementKind | undefined>(undefined);
  const download = useDownloadTransactions();
  const kinds = [undefined, ...MOVEMENT_KINDS] as const;
  return (
    <>
      <div className="records__tools">
        <Choices role="radiogroup" label={t('records.kind')} options={kinds} value={kind} onChange={setKind}>
          {(option) => (option ? t(`records.kinds.${option}`) : t('records.allKinds'))}
        </Choices>
        <Button
          variant="secondary"
          className="btn--small"
          busy={download.isPending}
          onClick={() => {
            download.mutate(kind, {
              onError: (error) => {
                showToast(describe(error), 'error');
              },
            });
          }}
        >
          {t('records.download')}
        </Button>
      </div>
      <PagedList
        key={kind ?? 'all'}
        usePage={(page) => useTransactions(page, kind)}
        row={(record) => <TransactionRow key={record.id} record={record} />}
        empty={t('records.empty')}
      />
    </>
  );
}

function Deposits() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      usePage={useRecharges}
      row={(record) => <DepositRow key={record.id} record={record} />}
      empty={t('records.empty')}
    />
  );
}

function Withdrawals() {
  const { t } = useTranslation('wallet');
  return (
    <PagedList
      usePage={useWithdrawals}
      row={(record) => <WithdrawalRow key={record.id} record={record} />}
      empty={t('records.empty')}
    />
  );
}

/** Deposits, withdrawals and the account's movements, in three tabs. */
export function Records({ initialTab }: { initialTab: RecordsTab }) {
  const { t } = useTranslation('wallet');
  const [tab, setTab] = useState<RecordsTab>(initialTab);
  const tabsId = useId();
  return (
    <section className="form-card records" aria-label={t('records.title')}>
      <Choices
        role="tablist"
        className="wallet-tabs"
        label={t('records.title')}
        options={RECORD_TABS}
        value={tab}
        onChange={setTab}
        tabsId={tabsId}
      >
        {(option) => t(`records.tabs.${option}`)}
      </Choices>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'deposits' && <Deposits />}
        {tab === 'withdrawals' && <Withdrawals />}
        {tab === 'transactions' && <Transactions />}
      </div>
    </section>
  );
}

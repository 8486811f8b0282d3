import { useTranslation } from 'react-i18next';
import type { OptionsOrder } from '@tp/contract';
import { formatClock, ratePercent } from '../../options/format.ts';
import { Cell, cents, DetailsCell, LeadCells, OrderTable, PriceAt, Profit, usdt } from './cells.tsx';

export function OptionDirection({ direction }: { direction: OptionsOrder['direction'] }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`ord-side ord-side--${direction}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span> {t(`direction.${direction}`)}
    </span>
  );
}

export function OptionStatus({ status }: { status: OptionsOrder['status'] }) {
  const { t } = useTranslation('orders');
  return <span className={`ord-chip ord-chip--${status}`}>{t(`optionStatus.${status}`)}</span>;
}

/** Options orders, one row each; on a phone each row is a card. */
export function OptionsTable({ list, onDetail }: { list: OptionsOrder[]; onDetail: (o: OptionsOrder) => void }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <OrderTable
      className="ord-table--options"
      caption={t('tabs.options')}
      columns={['number', 'instrument', 'direction', 'stakePeriod', 'open', 'settle', 'payout', 'profit', 'status']}
    >
      {list.map((order) => (
        <tr key={order.id} data-testid={`option-order-${order.id}`}>
          <LeadCells id={order.id} code={order.code} name={order.appName} />
          <Cell label={t('columns.direction')}>
            <OptionDirection direction={order.direction} />
          </Cell>
          <Cell label={t('columns.stakePeriod')}>
            <span className="num">{usdt(order.stake)}</span>
            <small className="muted num">
              {' · '}
              {t('seconds', { count: order.periodSeconds })} · {ratePercent(order.payoutRate)}%
            </small>
          </Cell>
          <Cell label={t('columns.open')}>
            <PriceAt value={order.openPrice} time={order.openTick.time} seconds />
          </Cell>
          <Cell label={t('columns.settle')}>
            {order.status === 'open' ? (
              <span className="muted">{t('expires', { time: formatClock(order.expiresAt, i18n.language) })}</span>
            ) : (
              <PriceAt value={order.settlePrice} time={order.settleTick?.time ?? order.settledAt} seconds />
            )}
          </Cell>
          <Cell label={t('columns.payout')}>
            <span className="num">{cents(order.payout)}</span>
          </Cell>
          <Cell label={t('columns.profit')}>
            <Profit amount={order.profit} />
          </Cell>
          <Cell label={t('columns.status')}>
            <OptionStatus status={order.status} />
          </Cell>
          <DetailsCell
            id={order.id}
            onClick={() => {
              onDetail(order);
            }}
          />
        </tr>
      ))}
    </OrderTable>
  );
}

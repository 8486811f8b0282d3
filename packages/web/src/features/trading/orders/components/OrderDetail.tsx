import { useTranslation } from 'react-i18next';
import type { OptionsOrder, PositionRecord } from '@tp/contract';
import { formatMoney } from '../../../../lib/decimal.ts';
import { formatTime } from '../../../../lib/format.ts';
import { Modal } from '../../../../ui/Modal.tsx';
import { useOptionsOrders } from '../../options/api/get-options-order.ts';
import { ratePercent } from '../../options/format.ts';
import { Fact, Instrument, Profit, price, usdt } from './cells.tsx';
import { OptionDirection, OptionStatus } from './OptionsTable.tsx';

/** A tick's moment to the second, in the reader's language and time zone. */
function TickTime({ time }: { time: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (time === null || time === undefined) return <span className="muted">—</span>;
  return <time dateTime={new Date(time).toISOString()}>{formatTime(time, i18n.language, true)}</time>;
}

/** An options order in full: the prices it opened and settled at, and the times of the ticks they came from. */
function OptionFacts({ order: listed }: { order: OptionsOrder }) {
  const { t } = useTranslation('orders');
  // The row's copy, then the server's latest: an open order settles while the dialog shows it.
  const [latest] = useOptionsOrders([listed.id]);
  const order = latest?.data ?? listed;
  const settled = order.status !== 'open';
  return (
    <>
      <dl className="ord-facts">
        <Fact label={t('columns.instrument')}>
          <Instrument code={order.code} name={order.appName} />
        </Fact>
        <Fact label={t('columns.direction')}>
          <OptionDirection direction={order.direction} />
        </Fact>
        <Fact label={t('detail.account')}>
          <span className={`badge badge--${order.mode}`}>{t(`mode.${order.mode}`)}</span>
        </Fact>
        <Fact label={t('detail.stake')}>
          <span className="num">{usdt(order.stake)}</span>
        </Fact>
        <Fact label={t('detail.period')}>{t('seconds', { count: order.periodSeconds })}</Fact>
        <Fact label={t('detail.payoutRate')}>
          <span className="num">{ratePercent(order.payoutRate)}%</span>
        </Fact>
        <Fact label={t('detail.createdAt')}>
          <TickTime time={order.createdAt} />
        </Fact>
        <Fact label={t('detail.expiresAt')}>
          <TickTime time={order.expiresAt} />
        </Fact>
      </dl>
      <dl className="ord-facts ord-facts--ticks" data-testid="option-ticks">
        <Fact label={t('detail.openPrice')}>
          <span className="num">{price(order.openPrice)}</span>
        </Fact>
        <Fact label={t('detail.openTick')}>
          <TickTime time={order.openTick.time} />
        </Fact>
        <Fact label={t('detail.settlePrice')}>
          {settled ? <span className="num">{price(order.settlePrice)}</span> : t('detail.notSettled')}
        </Fact>
        <Fact label={t('detail.settleTick')}>
          <TickTime time={order.settleTick?.time} />
        </Fact>
        <Fact label={t('detail.settledAt')}>
          <TickTime time={order.settledAt} />
        </Fact>
      </dl>
      <dl className="ord-facts">
        <Fact label={t('columns.status')}>
          <OptionStatus status={order.status} />
        </Fact>
        <Fact label={t('detail.payout')}>
          <span className="num">{usdt(order.payout)}</span>
        </Fact>
        <Fact label={t('detail.profit')} className="ord-facts__total">
          <Profit amount={order.profit} exact />
        </Fact>
      </dl>
      {order.status === 'tie' && <p className="muted">{t('detail.tieNote')}</p>}
      {order.status === 'refunded' && <p className="muted">{t('detail.refundedNote')}</p>}
    </>
  );
}

/** What a position is: instrument, side, account, size, leverage, costs and stops. */
function PositionTerms({ position }: { position: PositionRecord }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="ord-facts">
      <Fact label={t('columns.instrument')}>
        <Instrument code={position.code} name={position.appName} />
      </Fact>
      <Fact label={t('columns.direction')}>{t(`side.${position.side}`)}</Fact>
      <Fact label={t('detail.account')}>
        <span className={`badge badge--${position.mode}`}>{t(`mode.${position.mode}`)}</span>
      </Fact>
      <Fact label={t('detail.lots')}>
        <span className="num">{formatMoney(position.lots)}</span>
      </Fact>
      <Fact label={t('detail.leverage')}>
        <span className="num">{t('leverage', { leverage: position.leverage })}</span>
      </Fact>
      <Fact label={t('detail.contractSize')}>
        <span className="num">{formatMoney(position.contractSize)}</span>
      </Fact>
      <Fact label={t('columns.margin')}>
        <span className="num">{usdt(position.margin)}</span>
      </Fact>
      <Fact label={t('columns.fee')}>
        <span className="num">{usdt(position.fee)}</span>
      </Fact>
      <Fact label={t('columns.stops')}>
        <span className="num">
          {price(position.stopLoss)} / {price(position.takeProfit)}
        </span>
      </Fact>
    </dl>
  );
}

/** A conversion a fill used: the quote currency's dollar pair, its rate, and its tick's time. */
function ConversionFact({ conversion }: { conversion: NonNullable<PositionRecord['openConversion']> }) {
  const { t } = useTranslation('orders');
  return (
    <Fact label={t('detail.conversion', { code: conversion.code, rate: conversion.rate })}>
      <TickTime time={conversion.time} />
    </Fact>
  );
}

/** The prices a position opened (and closed) at, with the ticks and conversions they came from. */
function PositionTicks({ position }: { position: PositionRecord }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="ord-facts ord-facts--ticks">
      <Fact label={t('detail.openPrice')}>
        <span className="num">{price(position.openPrice)}</span>
      </Fact>
      <Fact label={t('detail.openTick')}>
        <TickTime time={position.openTick.time} />
      </Fact>
      {position.openConversion && <ConversionFact conversion={position.openConversion} />}
      {position.status === 'open' ? (
        <Fact label={t('detail.currentPrice')}>
          <span className="num">{price(position.currentPrice)}</span>
        </Fact>
      ) : (
        <>
          <Fact label={t('detail.closePrice')}>
            <span className="num">{price(position.closePrice)}</span>
          </Fact>
          <Fact label={t('detail.closeTick')}>
            <TickTime time={position.closeTick?.time} />
          </Fact>
          {position.closeConversion && <ConversionFact conversion={position.closeConversion} />}
          <Fact label={t('detail.closeReason')}>
            {position.closeReason ? t(`closeReason.${position.closeReason}`) : '—'}
          </Fact>
        </>
      )}
    </dl>
  );
}

/** When a position opened (and closed), a loss the house absorbed, and its profit. */
function PositionOutcome({ position }: { position: PositionRecord }) {
  const { t } = useTranslation('orders');
  const open = position.status === 'open';
  return (
    <dl className="ord-facts">
      <Fact label={t('detail.openedAt')}>
        <TickTime time={position.openedAt} />
      </Fact>
      {!open && (
        <Fact label={t('detail.closedAt')}>
          <TickTime time={position.closedAt} />
        </Fact>
      )}
      {position.absorbedLoss !== null && (
        <Fact label={t('detail.absorbedLoss')}>
          <span className="num">{usdt(position.absorbedLoss)}</span>
        </Fact>
      )}
      <Fact label={open ? t('detail.floatingProfit') : t('detail.profit')} className="ord-facts__total">
        <Profit amount={open ? position.floatingProfit : position.profit} exact />
      </Fact>
    </dl>
  );
}

/** A position in full: fill and close prices with their ticks, conversions, costs and the outcome. */
function PositionFacts({ position }: { position: PositionRecord }) {
  return (
    <>
      <PositionTerms position={position} />
      <PositionTicks position={position} />
      <PositionOutcome position={position} />
    </>
  );
}

export type Detail = { kind: 'option'; order: OptionsOrder } | { kind: 'position'; position: PositionRecord };

/** The detail dialog of one order of either kind. */
export function OrderDetail({ detail, onClose }: { detail: Detail | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const title = !detail
    ? ''
    : detail.kind === 'option'
      ? t('detail.optionTitle', { id: detail.order.id })
      : t('detail.positionTitle', { id: detail.position.id });
  return (
    <Modal open={detail !== null} title={title} onClose={onClose}>
      <div className="ord-detail">
        {detail?.kind === 'option' && <OptionFacts order={detail.order} />}
        {detail?.kind === 'position' && <PositionFacts position={detail.position} />}
      </div>
    </Modal>
  );
}

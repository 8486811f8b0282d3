import { useTranslation } from 'react-i18next';
import type { PositionRecord } from '@tp/contract';
import { formatMoney } from '../../../../lib/decimal.ts';
import { Cell, cents, DetailsCell, LeadCells, OrderTable, PriceAt, Profit, price } from './cells.tsx';

/** A position's side, coloured: buying long gains on a rise, selling short on a fall. */
function Side({ side }: { side: PositionRecord['side'] }) {
  const { t } = useTranslation('orders');
  return <span className={`ord-side ord-side--${side === 'long' ? 'up' : 'down'}`}>{t(`side.${side}`)}</span>;
}

function Status({ position }: { position: PositionRecord }) {
  const { t } = useTranslation('orders');
  return (
    <span className="ord-status">
      <span className={`ord-chip ord-chip--${position.status}`}>{t(`positionStatus.${position.status}`)}</span>
      {position.closeReason && <small className="muted">{t(`closeReason.${position.closeReason}`)}</small>}
    </span>
  );
}

/** A position's stop-loss and take-profit, or a dash when it has neither. */
function Stops({ position }: { position: PositionRecord }) {
  const { t } = useTranslation('orders');
  if (position.stopLoss === null && position.takeProfit === null) return <span className="muted">—</span>;
  return (
    <span className="ord-stops num">
      {position.stopLoss !== null && <span>{t('stopLoss', { price: price(position.stopLoss) })}</span>}
      {position.takeProfit !== null && <span>{t('takeProfit', { price: price(position.takeProfit) })}</span>}
    </span>
  );
}

function PositionRow({ position, onDetail }: { position: PositionRecord; onDetail: (p: PositionRecord) => void }) {
  const { t } = useTranslation('orders');
  const open = position.status === 'open';
  return (
    <tr data-testid={`position-${position.id}`}>
      <LeadCells id={position.id} code={position.code} name={position.appName} />
      <Cell label={t('columns.direction')}>
        <Side side={position.side} />
      </Cell>
      <Cell label={t('columns.size')}>
        <span className="num">{formatMoney(position.lots)}</span>
        <small className="muted num"> · {t('leverage', { leverage: position.leverage })}</small>
      </Cell>
      <Cell label={t('columns.open')}>
        <PriceAt value={position.openPrice} time={position.openedAt} />
      </Cell>
      <Cell label={t('columns.close')}>
        {open ? (
          <span className="muted">{t('current', { price: price(position.currentPrice) })}</span>
        ) : (
          <PriceAt value={position.closePrice} time={position.closedAt} />
        )}
      </Cell>
      <Cell label={t('columns.fee')}>
        <span className="num">{cents(position.fee)}</span>
      </Cell>
      <Cell label={t('columns.margin')}>
        <span className="num">{cents(position.margin)}</span>
      </Cell>
      <Cell label={t('columns.stops')}>
        <Stops position={position} />
      </Cell>
      <Cell label={t('columns.profit')}>
        {open ? <Profit amount={position.floatingProfit} label={t('expected')} /> : <Profit amount={position.profit} />}
      </Cell>
      <Cell label={t('columns.status')}>
        <Status position={position} />
      </Cell>
      <DetailsCell
        id={position.id}
        onClick={() => {
          onDetail(position);
        }}
      />
    </tr>
  );
}

/** Positions, one row each; on a phone each row is a card. */
export function PositionsTable({ list, onDetail }: { list: PositionRecord[]; onDetail: (p: PositionRecord) => void }) {
  const { t } = useTranslation('orders');
  return (
    <OrderTable
      className="ord-table--positions"
      caption={t('tabs.positions')}
      columns={[
        'number',
        'instrument',
        'direction',
        'size',
        'open',
        'close',
        'fee',
        'margin',
        'stops',
        'profit',
        'status',
      ]}
    >
      {list.map((position) => (
        <PositionRow key={position.id} position={position} onDetail={onDetail} />
      ))}
    </OrderTable>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionRecord } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { formatAmount, signOf } from '../decimal.ts';
import { formatPriceText } from '../format.ts';

/** The rise/fall class of an amount: coloured as the app colours changes (src/ui/Change.tsx, --up / --down). */
export function trendClass(amount: string | null): string {
  const sign = signOf(amount);
  return `profit profit--${sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat'}`;
}

/** A profit in USDT, signed and coloured by the rise/fall convention. */
export function Profit({ amount, label }: { amount: string | null; label?: string }) {
  return (
    <span className={`position__profit num ${trendClass(amount)}`}>
      {label && <span className="sr-only">{label} </span>}
      {amount === null ? '—' : `${formatAmount(amount, true)} ${ACCOUNT_CURRENCY}`}
    </span>
  );
}

/** An account amount with its currency, as the card reads it. */
const money = (amount: string) => `${formatAmount(amount)} ${ACCOUNT_CURRENCY}`;

function Figure({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'position__wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Figures of an open position: the live price, the stops, the margin held, when it opened. */
function OpenFigures({ position, price }: { position: PositionRecord; price: (text: string | null) => string }) {
  const { t, i18n } = useTranslation('trading');
  return (
    <>
      <Figure label={t('position.currentPrice')}>
        <span className="num">{price(position.currentPrice)}</span>
      </Figure>
      <Figure label={t('form.stopLoss')}>
        <span className="num">{position.stopLoss ? price(position.stopLoss) : t('confirm.notSet')}</span>
      </Figure>
      <Figure label={t('form.takeProfit')}>
        <span className="num">{position.takeProfit ? price(position.takeProfit) : t('confirm.notSet')}</span>
      </Figure>
      <Figure label={t('position.margin')}>
        <span className="num">{money(position.margin)}</span>
      </Figure>
      <Figure label={t('position.openedAt')}>{formatTime(position.openedAt, i18n.language)}</Figure>
    </>
  );
}

/** Figures of a closed position: the close price, the fee, why and when it closed. */
function ClosedFigures({ position, price }: { position: PositionRecord; price: (text: string | null) => string }) {
  const { t, i18n } = useTranslation('trading');
  return (
    <>
      <Figure label={t('position.closePrice')}>
        <span className="num">{price(position.closePrice)}</span>
      </Figure>
      <Figure label={t('position.fee')}>
        <span className="num">{money(position.fee)}</span>
      </Figure>
      <Figure label={t('position.reason')}>
        {position.closeReason ? t(`position.reasons.${position.closeReason}`) : '—'}
      </Figure>
      <Figure label={t('position.openedAt')}>{formatTime(position.openedAt, i18n.language)}</Figure>
      <Figure label={t('position.closedAt')}>
        {position.closedAt === null ? '—' : formatTime(position.closedAt, i18n.language)}
      </Figure>
    </>
  );
}

/** An open position's id, and the buttons that modify its stops and close it. */
function PositionActions({
  position,
  onModify,
  onClose,
}: {
  position: PositionRecord;
  onModify?: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation('trading');
  return (
    <div className="position__actions">
      <span className="muted position__id">{t('position.id', { id: position.id })}</span>
      {onModify && (
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t('position.modifyLabel', { code: position.code, id: position.id })}
          onClick={onModify}
        >
          {t('position.modify')}
        </Button>
      )}
      {onClose && (
        <Button
          variant="danger"
          className="btn--small"
          aria-label={t('position.closeLabel', { code: position.code, id: position.id })}
          onClick={onClose}
        >
          {t('position.close')}
        </Button>
      )}
    </div>
  );
}

/**
 * One position as a card: on a phone a stacked card, on a wide desk its figures in a row. Open
 * positions show the live price and floating profit, with modify and close; closed ones the
 * prices and times of both ends, the fee, the realised profit and why it closed.
 */
export function PositionItem({
  position,
  precision,
  onModify,
  onClose,
}: {
  position: PositionRecord;
  /** The instrument's price decimals when known; else prices show as sent. */
  precision: number | null;
  onModify?: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation('trading');
  const price = (text: string | null) => (text === null ? '—' : formatPriceText(text, precision));
  const open = position.status === 'open';
  return (
    <li className={`position position--${position.status}`} data-testid={`position-${position.id}`}>
      <div className="position__head">
        <span className="position__title">
          <strong>{position.code}</strong>
          <span className={`side-tag side-tag--${position.side}`}>{t(`side.${position.side}`)}</span>
          <span className="muted position__size">
            {t('position.size', { lots: position.lots, leverage: position.leverage })}
          </span>
        </span>
        <Profit
          amount={open ? position.floatingProfit : position.profit}
          label={t(open ? 'position.floatingProfit' : 'position.profit')}
        />
      </div>
      <dl className="position__figures">
        <Figure label={t('position.openPrice')}>
          <span className="num">{price(position.openPrice)}</span>
        </Figure>
        {open ? <OpenFigures position={position} price={price} /> : <ClosedFigures position={position} price={price} />}
      </dl>
      {!open && position.absorbedLoss && signOf(position.absorbedLoss) !== 0 && (
        <p className="muted position__note">
          {t('position.absorbed', { amount: formatAmount(position.absorbedLoss) })}
        </p>
      )}
      {open && (onModify ?? onClose) && <PositionActions position={position} onModify={onModify} onClose={onClose} />}
      {!open && <p className="muted position__id">{t('position.id', { id: position.id })}</p>}
    </li>
  );
}

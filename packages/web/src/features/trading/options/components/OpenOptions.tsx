import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, OptionsOrder } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { paths } from '../../../../config/paths.ts';
import { livePrices } from '../../../../api/socket.ts';
import { compareDecimal, formatMoney, isNegative, isPositive } from '../../../../lib/decimal.ts';
import { formatPrice } from '../../../../lib/numbers.ts';
import { useStore } from '../../../../lib/store.ts';
import { useNow } from '../../../../lib/useNow.ts';
import { Icon } from '../../../../ui/Icon.tsx';
import { OPTIONS_KEY } from '../api/keys.ts';
import { formatClock, formatCountdown, formatEstimate } from '../format.ts';
import { potentialPayout } from '../stake.ts';
import { Num } from '../../../../ui/Num.tsx';

/** A price as the server wrote it, with the instrument's decimals. */
const priceText = (price: string, precision: number) => formatMoney(price, precision);
/** An amount in USDT as the server wrote it, at least to the cent. */
const usdt = (amount: string, signed = false) => formatMoney(amount, 2, signed);

/** The live price of the instrument: the socket's latest, else the one in the instrument's info. */
function useLivePrice(info: MarketInfo): number {
  const live = useStore(livePrices);
  return live.find((price) => price.code === info.code)?.price ?? info.price;
}

function DirectionTag({ direction }: { direction: OptionsOrder['direction'] }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`opt-dir opt-dir--${direction}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span> {t(`direction.${direction}`)}
    </span>
  );
}

/** One open option: the time left, the opening price, the price now and whether it would win at it. */
function OpenCard({ order, info, now }: { order: OptionsOrder; info: MarketInfo; now: number }) {
  const { t } = useTranslation('orders');
  const live = useLivePrice(info);
  const liveText = live.toFixed(info.precision);
  const move = compareDecimal(liveText, order.openPrice);
  const standing = move === 0 ? 'level' : move > 0 === (order.direction === 'up') ? 'winning' : 'losing';
  const expired = now >= order.expiresAt;
  return (
    <li className="opt-card" data-testid={`option-${order.id}`}>
      <div className="opt-card__head">
        <DirectionTag direction={order.direction} />
        <span className="muted">
          {t('seconds', { count: order.periodSeconds })} ·{' '}
          <span className="num">
            {usdt(order.stake)} {ACCOUNT_CURRENCY}
          </span>
        </span>
      </div>
      <div className="opt-card__timer">
        <span className="muted">{t('options.remaining')}</span>
        <span className="opt-countdown num" role="timer" aria-live="polite" aria-atomic="true">
          {formatCountdown(order.expiresAt, now)}
        </span>
        {expired && <span className="opt-card__settling">{t('options.settling')}</span>}
      </div>
      <dl className="opt-card__prices">
        <div>
          <dt>{t('options.openPrice')}</dt>
          <dd className="num">
            <Num>{priceText(order.openPrice, info.precision)}</Num>
          </dd>
        </div>
        <div>
          <dt>{t('options.livePrice')}</dt>
          <dd className={`num opt-move opt-move--${move > 0 ? 'up' : move < 0 ? 'down' : 'flat'}`}>
            <Num>{formatPrice(live, info.precision)}</Num>
          </dd>
        </div>
        <div>
          <dt>{t('options.standing')}</dt>
          <dd className={`opt-standing opt-standing--${standing}`}>{t(`options.${standing}`)}</dd>
        </div>
      </dl>
      <p className="muted opt-card__payout">
        {t('options.payoutIfWin', { amount: formatEstimate(potentialPayout(order.stake, order.payoutRate)) })}
      </p>
    </li>
  );
}

/** A settled option, highlighted: the result, what was credited, and the prices and tick times used. */
function ResultCard({ order, info, onDismiss }: { order: OptionsOrder; info: MarketInfo; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const queryClient = useQueryClient();
  // The settlement credited the account: its figures and the order lists change.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'account'] });
    void queryClient.invalidateQueries({ queryKey: [OPTIONS_KEY, 'list'] });
  }, [queryClient]);
  const profit = order.profit ?? '0';
  const tone = isPositive(profit) ? 'up' : isNegative(profit) ? 'down' : 'flat';
  return (
    <li className={`opt-card opt-result opt-result--${order.status}`} data-testid={`option-${order.id}`}>
      <div className="opt-card__head">
        <DirectionTag direction={order.direction} />
        <span className="muted">
          {t('seconds', { count: order.periodSeconds })} ·{' '}
          <span className="num">
            {usdt(order.stake)} {ACCOUNT_CURRENCY}
          </span>
        </span>
        <button
          type="button"
          className="icon-button opt-result__dismiss"
          aria-label={t('options.dismiss')}
          onClick={onDismiss}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
      <p className="opt-result__title">
        <strong>{t(`optionStatus.${order.status}`)}</strong>
        <span className={`num opt-amount opt-amount--${tone}`}>
          {usdt(profit, true)} {ACCOUNT_CURRENCY}
        </span>
      </p>
      <p className="opt-result__payout">{t('options.credited', { amount: usdt(order.payout ?? '0') })}</p>
      <dl className="opt-card__prices">
        <div>
          <dt>{t('options.openPrice')}</dt>
          <dd className="num">
            <Num>{priceText(order.openPrice, info.precision)}</Num>
            <small>{formatClock(order.openTick.time, i18n.language)}</small>
          </dd>
        </div>
        <div>
          <dt>{t('options.settlePrice')}</dt>
          <dd className="num">
            {order.settlePrice && order.settleTick ? (
              <>
                <Num>{priceText(order.settlePrice, info.precision)}</Num>
                <small>{formatClock(order.settleTick.time, i18n.language)}</small>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {order.status === 'refunded' && <p className="muted opt-result__note">{t('detail.refundedNote')}</p>}
      {order.status === 'tie' && <p className="muted opt-result__note">{t('detail.tieNote')}</p>}
    </li>
  );
}

/**
 * The options of this instrument opened in this account: each open one counts down to its expiry,
 * every second, and when the server settles it the card turns into its result.
 */
export function OpenOptions({
  info,
  open,
  settled,
  onDismiss,
}: {
  info: MarketInfo;
  open: OptionsOrder[];
  settled: OptionsOrder[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('orders');
  const now = useNow(open.length > 0);
  return (
    <section className="opt-open" aria-label={t('options.openTitle')}>
      <div className="opt-open__head">
        <h3>{t('options.openTitle')}</h3>
        <Link to={`${paths.orders}?tab=options`}>{t('options.allOrders')}</Link>
      </div>
      <div aria-live="polite">
        {settled.length > 0 && (
          <ul className="opt-list">
            {settled.map((order) => (
              <ResultCard
                key={order.id}
                order={order}
                info={info}
                onDismiss={() => {
                  onDismiss(order.id);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {open.length > 0 ? (
        <ul className="opt-list">
          {open.map((order) => (
            <OpenCard key={order.id} order={order} info={info} now={now} />
          ))}
        </ul>
      ) : (
        settled.length === 0 && <p className="muted opt-open__empty">{t('options.noOpen', { code: info.code })}</p>
      )}
    </section>
  );
}

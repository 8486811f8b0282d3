import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, PositionQuote, PositionSide } from '@tp/contract';
import { ACCOUNT_CURRENCY, POSITION_SIDES } from '@tp/contract/constants';
import { paths } from '../../../app/paths.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { canonical } from '../../../lib/decimal.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { ModeSwitch } from '../../../ui/ModeSwitch.tsx';
import { positionQuoteQuery, usePositionQuote, type QuoteInput } from '../api/quote-position.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatAmount, signOf, type LotRange } from '../decimal.ts';
import { formatPriceText } from '../format.ts';
import { checkLots, checkStop, stopSide, type LotsProblem, type StopKind, type StopProblem } from '../rules.ts';
import { LotsInput } from './LotsInput.tsx';
import { OpenConfirm, type PendingOrder } from './OpenConfirm.tsx';
import { QuoteFigures } from './QuoteFigures.tsx';
import { NO_STOP, StopField, type StopValue } from './StopField.tsx';

/** How long the lots must stay unchanged before they are quoted. */
export const QUOTE_DELAY_MS = 300;

const STOP_KINDS = ['stopLoss', 'takeProfit'] as const satisfies readonly StopKind[];

/** The leverage first offered: the highest up to 10×, or the lowest there is. */
export function defaultLeverage(leverages: readonly number[]): number {
  const moderate = leverages.filter((leverage) => leverage <= 10);
  return moderate.length > 0 ? Math.max(...moderate) : (leverages[0] ?? 1);
}

type Problems = { lots: LotsProblem | null } & Record<StopKind, StopProblem | null>;
const NO_PROBLEMS: Problems = { lots: null, stopLoss: null, takeProfit: null };

/** The side switch: buy long or sell short, each in its colour of the rise/fall convention. */
function SideSwitch({ side, onChange }: { side: PositionSide; onChange: (side: PositionSide) => void }) {
  const { t } = useTranslation('trading');
  return (
    <div className="side-switch" role="radiogroup" aria-label={t('side.label')}>
      {POSITION_SIDES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={side === option}
          className={`side-switch__${option}${side === option ? ' is-active' : ''}`}
          onClick={() => {
            onChange(option);
          }}
        >
          {t(`side.${option}`)}
        </button>
      ))}
    </div>
  );
}

function LeverageChoice({
  leverages,
  value,
  onChange,
}: {
  leverages: readonly number[];
  value: number;
  onChange: (leverage: number) => void;
}) {
  const { t } = useTranslation('trading');
  const labelId = useId();
  return (
    <div className="leverage">
      <span id={labelId} className="leverage__label">
        {t('form.leverage')}
      </span>
      <div className="leverage__options" role="radiogroup" aria-labelledby={labelId}>
        {leverages.map((leverage) => (
          <button
            key={leverage}
            type="button"
            role="radio"
            aria-checked={value === leverage}
            className={value === leverage ? 'is-active' : undefined}
            onClick={() => {
              onChange(leverage);
            }}
          >
            <span className="num">{t('form.leverageValue', { value: leverage })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The live estimate of the order: quoted by the server once the lots have settled for a moment,
 * and again every few seconds as the price moves. Screen readers hear the figures when the order
 * changes (side, lots, leverage), not on every price tick.
 */
function LiveQuote({
  input,
  precision,
  onPrice,
}: {
  input: QuoteInput | null;
  precision: number;
  onPrice: (price: string | null) => void;
}) {
  const { t } = useTranslation('trading');
  const describe = useErrorMessage();
  const quote = usePositionQuote(input);
  const inputKey = input ? `${input.side}|${input.lots}|${input.leverage}` : '';
  const announced = useRef('');
  const [announcement, setAnnouncement] = useState('');
  const fresh = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const price = quote.data?.price.price ?? null;
  useEffect(() => {
    onPrice(price);
  }, [price, onPrice]);
  useEffect(() => {
    if (!fresh || announced.current === inputKey) return;
    announced.current = inputKey;
    setAnnouncement(
      t('figures.announce', {
        price: formatPriceText(fresh.price.price, precision),
        margin: formatAmount(fresh.margin),
        fee: formatAmount(fresh.fee),
        currency: ACCOUNT_CURRENCY,
      }),
    );
  }, [fresh, inputKey, precision, t]);

  let body;
  if (!input) body = <p className="muted">{t('figures.hint')}</p>;
  else if (quote.isError && !quote.data) {
    body = (
      <p className="field__error" role="alert">
        {t('figures.failed', { reason: describe(quote.error) })}
      </p>
    );
  } else if (!quote.data) body = <p className="muted">{t('figures.quoting')}</p>;
  else {
    body = (
      <>
        <QuoteFigures quote={quote.data} precision={precision} stale={quote.isPlaceholderData} />
        {signOf(quote.data.freeMarginAfter) < 0 && !quote.isPlaceholderData && (
          <p className="form-warning">{t('validation.insufficient')}</p>
        )}
      </>
    );
  }
  return (
    <section className="order-form__quote" aria-label={t('figures.title')}>
      {body}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/**
 * Buy long / sell short one instrument: side, lots (stepped on the instrument's grid), leverage,
 * optional stop-loss and take-profit; live figures from the server; every check the server would
 * make on the input is made first, in words; then a confirmation that repeats it all.
 */
export function OrderForm({ info, onOpened }: { info: MarketInfo; onOpened: () => void }) {
  const { t, i18n } = useTranslation('trading');
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const range: LotRange = { min: info.minLots, step: info.lotStep, max: info.maxLots };
  const [side, setSide] = useState<PositionSide>('long');
  const [lots, setLots] = useState(() => canonical(info.minLots));
  const [leverage, setLeverage] = useState(() => defaultLeverage(info.leverages));
  const [stops, setStops] = useState<Record<StopKind, StopValue>>({ stopLoss: NO_STOP, takeProfit: NO_STOP });
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [livePrice, setLivePrice] = useState<string | null>(null);
  const settledLots = useDebounced(lots.trim(), QUOTE_DELAY_MS);
  const closed = info.status === 'closed';
  const closedReasonId = useId();

  const quoteInput: QuoteInput | null =
    !closed && checkLots(settledLots, range) === null
      ? { instrumentId: info.id, side, lots: canonical(settledLots), leverage }
      : null;

  const price = (text: string) => formatPriceText(text, info.precision);
  const lotsProblem = problems.lots;
  const lotsError = lotsProblem
    ? 'values' in lotsProblem
      ? t(`validation.${lotsProblem.key}`, lotsProblem.values)
      : t(`validation.${lotsProblem.key}`)
    : null;
  const stopError = (kind: StopKind) => {
    const problem = problems[kind];
    if (!problem) return null;
    if (problem.key === 'unreasonableBelow' || problem.key === 'unreasonableAbove') {
      return t(`validation.${problem.key}`, { price: price(problem.values.price) });
    }
    return 'values' in problem ? t(`validation.${problem.key}`, problem.values) : t(`validation.${problem.key}`);
  };
  const stopHint = (kind: StopKind) =>
    livePrice ? t(`form.${stopSide(kind, side)}`, { price: price(livePrice) }) : undefined;

  const change = (next: () => void) => {
    next();
    setFormError(null);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (closed || checking) return;
    const lotsProblem = checkLots(lots, range);
    // The stops' shape first; their side once the price of this very order is known.
    const shape = (kind: StopKind) =>
      stops[kind].on ? checkStop(stops[kind].price, kind, side, null, info.precision) : null;
    const early: Problems = { lots: lotsProblem, stopLoss: shape('stopLoss'), takeProfit: shape('takeProfit') };
    setProblems(early);
    setFormError(null);
    if (early.lots || early.stopLoss || early.takeProfit) return;

    const input: QuoteInput = { instrumentId: info.id, side, lots: canonical(lots), leverage };
    setChecking(true);
    let quote: PositionQuote;
    try {
      quote = await queryClient.query(positionQuoteQuery(mode, input));
    } catch (error) {
      setFormError(describe(error));
      return;
    } finally {
      setChecking(false);
    }
    const sided = (kind: StopKind) =>
      stops[kind].on ? checkStop(stops[kind].price, kind, side, quote.price.price, info.precision) : null;
    const late: Problems = { lots: null, stopLoss: sided('stopLoss'), takeProfit: sided('takeProfit') };
    setProblems(late);
    if (late.stopLoss || late.takeProfit) return;
    if (signOf(quote.freeMarginAfter) < 0) {
      setFormError(t('validation.insufficient'));
      return;
    }
    const stopValue = (kind: StopKind) => (stops[kind].on ? canonical(stops[kind].price) : null);
    setPending({
      body: {
        instrumentId: info.id,
        side,
        lots: input.lots,
        leverage,
        stopLoss: stopValue('stopLoss'),
        takeProfit: stopValue('takeProfit'),
      },
      quote,
    });
  };

  const nextOpen = info.nextChangeAt ? formatTime(info.nextChangeAt, i18n.language) : null;
  let action;
  if (!loggedIn) {
    action = (
      <Link className={`btn btn--block trade-button trade-button--${side}`} to={paths.login}>
        {t('form.loginToTrade')}
      </Link>
    );
  } else {
    action = (
      <Button
        type="submit"
        block
        busy={checking}
        disabled={closed}
        className={`trade-button trade-button--${side}`}
        aria-describedby={closed ? closedReasonId : undefined}
      >
        {t(side === 'long' ? 'form.submitLong' : 'form.submitShort', { code: info.code })}
      </Button>
    );
  }

  return (
    <>
      <form className="order-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.title')}>
        <div className="order-form__head">
          <h2>{t('form.title')}</h2>
          {loggedIn && <ModeSwitch size="small" />}
        </div>
        <div className="order-form__inputs">
          <SideSwitch
            side={side}
            onChange={(next) => {
              change(() => {
                setSide(next);
                setProblems({ ...problems, stopLoss: null, takeProfit: null });
              });
            }}
          />
          <LotsInput
            value={lots}
            range={range}
            error={lotsError}
            onChange={(next) => {
              change(() => {
                setLots(next);
                setProblems({ ...problems, lots: null });
              });
            }}
          />
          <LeverageChoice
            leverages={info.leverages}
            value={leverage}
            onChange={(next) => {
              change(() => {
                setLeverage(next);
              });
            }}
          />
          <div className="order-form__stops">
            {STOP_KINDS.map((kind) => (
              <StopField
                key={kind}
                kind={kind}
                value={stops[kind]}
                error={stopError(kind)}
                hint={stopHint(kind)}
                placeholder={livePrice ? price(livePrice) : undefined}
                onChange={(next) => {
                  change(() => {
                    setStops({ ...stops, [kind]: next });
                    setProblems({ ...problems, [kind]: null });
                  });
                }}
              />
            ))}
          </div>
        </div>
        <div className="order-form__summary">
          {loggedIn ? (
            <LiveQuote input={quoteInput} precision={info.precision} onPrice={setLivePrice} />
          ) : (
            <p className="muted order-form__login">{t('form.loginHint')}</p>
          )}
          {closed && (
            <p id={closedReasonId} className="form-warning" role="note">
              {nextOpen ? t('form.closedUntil', { time: nextOpen }) : t('form.closed')}
            </p>
          )}
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          {action}
        </div>
      </form>
      <Modal
        open={pending !== null}
        title={t('confirm.title')}
        onClose={() => {
          setPending(null);
        }}
      >
        {pending && (
          <OpenConfirm
            info={info}
            order={pending}
            onCancel={() => {
              setPending(null);
            }}
            onOpened={() => {
              setPending(null);
              setStops({ stopLoss: NO_STOP, takeProfit: NO_STOP });
              onOpened();
            }}
          />
        )}
      </Modal>
    </>
  );
}

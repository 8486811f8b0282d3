import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuyOptionsBody, MarketInfo, OptionDirection, OptionsOrder, OptionsProduct } from '@tp/contract';
import { ACCOUNT_CURRENCY, OPTION_DIRECTIONS } from '@tp/contract/constants';
import { ErrorCode } from '@tp/contract/codes';
import { paths } from '../../../app/paths.ts';
import { ApiError } from '../../../api/client.ts';
import { useErrorMessage } from '../../../api/messages.ts';
import { canonical, formatMoney, truncateDecimal } from '../../../lib/decimal.ts';
import { useAccountMode, useSession } from '../../../lib/session.ts';
import { formatTime, newIdempotencyKey, successText } from '../../../lib/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { PageError, PageLoading } from '../../../ui/PageState.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useBuyOptions } from './api/buy-options.ts';
import { useOptionsOrders } from './api/get-options-order.ts';
import { useOpenOptions } from './api/list-options-orders.ts';
import { optionsProductsQuery, useOptionsProducts } from './api/list-options-products.ts';
import { OpenOptions } from './components/OpenOptions.tsx';
import { ratePercent } from './format.ts';
import { checkStake, potentialPayout, potentialProfit, quickStakes, type StakeProblem } from './stake.ts';
import './options.css';

/** Settled results kept on the panel until dismissed. */
const RESULTS_SHOWN = 3;

/** An estimate shown to the cent, rounded down: never more than a win would credit. */
const estimate = (amount: string) => formatMoney(truncateDecimal(amount, 2), 2);

/** What the confirmation repeats, and the one key its sends carry. */
interface Pending {
  body: BuyOptionsBody;
  product: OptionsProduct;
  idempotencyKey: string;
}

/**
 * The orders this panel follows: every open one of the instrument, and those that left the open
 * list since (settled), until dismissed. Ids only: the server's answers are the truth.
 */
function useFollowedOrders(instrumentId: number) {
  const openQuery = useOpenOptions(instrumentId);
  const [followed, setFollowed] = useState<number[]>([]);
  const [dismissed, setDismissed] = useState<number[]>([]);
  const open = openQuery.data?.list.filter((order) => order.status === 'open') ?? [];
  const unseen = open.map((order) => order.id).filter((id) => !followed.includes(id));
  // Adjusting state while rendering: a newly seen open order is followed from this render on.
  if (unseen.length > 0) setFollowed([...unseen, ...followed]);
  const openIds = new Set(open.map((order) => order.id));
  // Only against a list that arrived: a failed refresh keeps the last one, and hides no result.
  const gone = openQuery.data
    ? followed.filter((id) => !openIds.has(id) && !dismissed.includes(id)).slice(0, RESULTS_SHOWN)
    : [];
  const goneQueries = useOptionsOrders(gone);
  const settled = goneQueries
    .map((query) => query.data)
    .filter((order): order is OptionsOrder => order !== undefined && order.status !== 'open');
  // One that the list no longer shows but is not settled yet (a race with the settlement) still counts down.
  const stillOpen = goneQueries
    .map((query) => query.data)
    .filter((order): order is OptionsOrder => order?.status === 'open');
  return {
    open: [...open, ...stillOpen].sort((a, b) => a.expiresAt - b.expiresAt),
    settled,
    follow: (id: number) => {
      setFollowed((ids) => (ids.includes(id) ? ids : [id, ...ids]));
    },
    dismiss: (id: number) => {
      setDismissed((ids) => [...ids, id]);
    },
  };
}

function Choice<T extends string | number>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  render,
  className = '',
}: {
  label?: string;
  labelledBy?: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  render: (option: T) => React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`opt-choice ${className}`.trim()} role="radiogroup" aria-label={label} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          data-value={option}
          className={option === value ? 'is-active' : undefined}
          onClick={() => {
            onChange(option);
          }}
        >
          {render(option)}
        </button>
      ))}
    </div>
  );
}

function ClosedNotice({ info }: { info: MarketInfo }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <p className="opt-closed" role="status">
      {t('options.closed', { hours: info.tradingHours, zone: info.timeZone })}
      {info.nextChangeAt !== null && ` ${t('options.opensAt', { time: formatTime(info.nextChangeAt, i18n.language) })}`}
    </p>
  );
}

function PanelBody({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('orders');
  const { t: tm } = useTranslation('messages');
  const describe = useErrorMessage();
  const queryClient = useQueryClient();
  const { loggedIn } = useSession();
  const mode = useAccountMode();
  const products = useOptionsProducts();
  const buy = useBuyOptions();
  const followed = useFollowedOrders(info.id);
  const [direction, setDirection] = useState<OptionDirection>('up');
  const [productId, setProductId] = useState<number | null>(null);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<StakeProblem | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  if (products.isPending) return <PageLoading />;
  if (products.isError) {
    return (
      <PageError
        message={describe(products.error)}
        onRetry={() => {
          void products.refetch();
        }}
      />
    );
  }
  const list = products.data;
  const product = list.find((p) => p.id === productId) ?? list.find((p) => p.periodSeconds === 60) ?? list[0];
  if (!product) return <p className="muted">{t('options.noProducts')}</p>;

  const closed = info.status === 'closed';
  const typedProblem = stake.trim() ? checkStake(stake, product) : null;
  const payout = stake.trim() && !typedProblem ? potentialPayout(canonical(stake), product.payoutRate) : null;
  const stakeError = problem ? t(`options.validation.${problem.key}`, 'values' in problem ? problem.values : {}) : null;

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const found = checkStake(stake, product);
    setProblem(found);
    if (found) return;
    setPending({
      product,
      idempotencyKey: newIdempotencyKey(),
      body: {
        instrumentId: info.id,
        productId: product.id,
        periodSeconds: product.periodSeconds,
        direction,
        stake: canonical(stake),
      },
    });
  };

  const send = () => {
    if (!pending) return;
    buy.mutate(
      { body: pending.body, idempotencyKey: pending.idempotencyKey },
      {
        onSuccess: ({ msg, order }) => {
          showToast(successText(tm, msg, tm('success.20004')), 'success');
          followed.follow(order.id);
          setPending(null);
        },
        onError: (error) => {
          showToast(describe(error), 'error');
          if (!(error instanceof ApiError) || typeof error.code !== 'number') return;
          // A refusal changed nothing: back to the form. A timeout may have gone through: the dialog
          // stays, and confirming again repeats the same purchase under the same key.
          setPending(null);
          if (error.code === ErrorCode.optionsProductWrong || error.code === ErrorCode.noMatchingPeriod)
            void queryClient.invalidateQueries({ queryKey: optionsProductsQuery().queryKey });
          if (error.code === ErrorCode.marketClosed)
            void queryClient.invalidateQueries({ queryKey: ['market-info', info.id] });
        },
      },
    );
  };

  return (
    <>
      {closed && <ClosedNotice info={info} />}
      <form className="opt-form" onSubmit={submit} noValidate aria-label={t('options.formTitle', { code: info.code })}>
        <fieldset disabled={closed}>
          <legend className="sr-only">{t('options.formTitle', { code: info.code })}</legend>
          <Choice
            label={t('options.direction')}
            className="opt-choice--direction"
            options={OPTION_DIRECTIONS}
            value={direction}
            onChange={setDirection}
            render={(option) => (
              <>
                <strong>
                  <span aria-hidden="true">{option === 'up' ? '▲' : '▼'}</span> {t(`direction.${option}`)}
                </strong>
                <small>{t(`options.${option}Hint`)}</small>
              </>
            )}
          />
          <div className="opt-field">
            <span className="opt-label" id={`opt-period-${info.id}`}>
              {t('options.period')}
            </span>
            <Choice
              labelledBy={`opt-period-${info.id}`}
              className="opt-choice--chips"
              options={list.map((p) => p.id)}
              value={product.id}
              onChange={(id) => {
                setProductId(id);
                setProblem(null);
              }}
              render={(id) => {
                const p = list.find((item) => item.id === id);
                return p
                  ? t('options.periodChip', {
                      period: t('seconds', { count: p.periodSeconds }),
                      rate: ratePercent(p.payoutRate),
                    })
                  : null;
              }}
            />
          </div>
          <Field
            label={t('options.stake', { currency: ACCOUNT_CURRENCY })}
            name="stake"
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            error={stakeError}
            hint={t('options.stakeRange', {
              min: formatMoney(product.minStake),
              max: formatMoney(product.maxStake),
              currency: ACCOUNT_CURRENCY,
            })}
            onChange={(event) => {
              setStake(event.target.value);
              setProblem(null);
            }}
          />
          <div className="opt-quick" role="group" aria-label={t('options.quickAmounts')}>
            {quickStakes(product).map((amount) => (
              <button
                key={amount}
                type="button"
                className={`chip${canonicalOr(stake) === amount ? ' is-active' : ''}`}
                aria-pressed={canonicalOr(stake) === amount}
                onClick={() => {
                  setStake(amount);
                  setProblem(null);
                }}
              >
                {formatMoney(amount)}
              </button>
            ))}
          </div>
          <dl className="opt-summary" aria-live="polite">
            <div>
              <dt>{t('options.payout')}</dt>
              <dd data-testid="potential-payout">
                <span className="num">{payout ? `${estimate(payout)} ${ACCOUNT_CURRENCY}` : '—'}</span>
              </dd>
            </div>
            <div>
              <dt>{t('options.profitIfWin')}</dt>
              <dd>
                <span className="num">
                  {payout
                    ? `+${estimate(potentialProfit(canonical(stake), product.payoutRate))} ${ACCOUNT_CURRENCY}`
                    : '—'}
                </span>
              </dd>
            </div>
          </dl>
          {loggedIn ? (
            <Button type="submit" block className={`opt-buy opt-buy--${direction}`} disabled={closed}>
              {t(direction === 'up' ? 'options.buyUp' : 'options.buyDown')}
            </Button>
          ) : null}
        </fieldset>
        {!loggedIn && (
          <div className="opt-guest">
            <p className="muted">{t('options.loginPrompt')}</p>
            <Link className="btn btn--primary btn--block" to={paths.login}>
              {t('options.login')}
            </Link>
          </div>
        )}
      </form>
      {loggedIn && (
        <OpenOptions info={info} open={followed.open} settled={followed.settled} onDismiss={followed.dismiss} />
      )}
      <Modal
        open={pending !== null}
        title={t('options.confirmTitle')}
        onClose={() => {
          if (!buy.isPending) setPending(null);
        }}
      >
        {pending && (
          <div className="opt-confirm">
            <dl className="opt-summary" data-testid="options-confirm">
              <div>
                <dt>{t('columns.instrument')}</dt>
                <dd>
                  {info.code} <small className="muted">{info.appName}</small>
                </dd>
              </div>
              <div>
                <dt>{t('columns.direction')}</dt>
                <dd className={`opt-dir opt-dir--${pending.body.direction}`}>
                  <span aria-hidden="true">{pending.body.direction === 'up' ? '▲' : '▼'}</span>{' '}
                  {t(`direction.${pending.body.direction}`)}
                </dd>
              </div>
              <div>
                <dt>{t('options.period')}</dt>
                <dd>{t('seconds', { count: pending.body.periodSeconds })}</dd>
              </div>
              <div>
                <dt>{t('detail.stake')}</dt>
                <dd>
                  <span className="num">
                    {formatMoney(pending.body.stake, 2)} {ACCOUNT_CURRENCY}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('detail.payoutRate')}</dt>
                <dd>
                  <span className="num">{ratePercent(pending.product.payoutRate)}%</span>
                </dd>
              </div>
              <div className="opt-summary__total">
                <dt>{t('options.payout')}</dt>
                <dd>
                  <span className="num">
                    {estimate(potentialPayout(pending.body.stake, pending.product.payoutRate))} {ACCOUNT_CURRENCY}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('detail.account')}</dt>
                <dd>
                  <span className={`badge badge--${mode}`}>{t(`mode.${mode}`)}</span>
                </dd>
              </div>
            </dl>
            <p className="muted opt-confirm__note">{t('options.confirmText')}</p>
            <div className="opt-confirm__actions">
              <Button
                variant="secondary"
                disabled={buy.isPending}
                onClick={() => {
                  setPending(null);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button busy={buy.isPending} onClick={send}>
                {t('common.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}

/** The canonical text of a typed amount, or '' when it is not one. */
function canonicalOr(text: string): string {
  try {
    return canonical(text);
  } catch {
    return '';
  }
}

function PanelFrame({ info }: { info: MarketInfo }) {
  const { t } = useTranslation('orders');
  const mode = useAccountMode();
  return (
    <>
      <header className="options-panel__head">
        <h2 id={`options-title-${info.id}`}>{t('options.title')}</h2>
        <span className={`badge badge--${mode}`}>{t(`mode.${mode}`)}</span>
      </header>
      <PanelBody key={`${info.id}:${mode}`} info={info} />
    </>
  );
}

/**
 * Up/down options on one instrument: direction, period (with its payout rate), stake within the
 * period's limits, the potential payout, a confirmation, and then the open options counting down
 * to their results. Its catalogue loads with it: the panel waits on its own, not the whole page.
 */
export function OptionsPanel({ info }: { info: MarketInfo }) {
  return (
    <section className="options-panel" aria-labelledby={`options-title-${info.id}`}>
      <Suspense fallback={<PageLoading />}>
        <PanelFrame info={info} />
      </Suspense>
    </section>
  );
}

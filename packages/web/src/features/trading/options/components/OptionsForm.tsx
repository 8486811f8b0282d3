import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, OptionDirection, OptionsProduct } from '@tp/contract';
import { ACCOUNT_CURRENCY, OPTION_DIRECTIONS } from '@tp/contract/constants';
import { paths } from '../../../../config/paths.ts';
import { canonical, formatMoney } from '../../../../lib/decimal.ts';
import { formatTime } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { useRovingFocus } from '../../../../ui/useRovingFocus.ts';
import { formatEstimate, ratePercent } from '../format.ts';
import { quickStakes } from '../stake.ts';
import type { OptionsFormState } from '../useOptionsForm.ts';

/** A row of exclusive choices as radio buttons: one Tab stop, the arrows choose. */
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
  const roving = useRovingFocus({ options, value, onChoose: onChange });
  return (
    <div
      className={`opt-choice ${className}`.trim()}
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      onKeyDown={roving.onKeyDown}
    >
      {options.map((option, index) => (
        <button
          key={option}
          {...roving.itemProps(index)}
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

function DirectionChoice({ value, onChange }: { value: OptionDirection; onChange: (value: OptionDirection) => void }) {
  const { t } = useTranslation('orders');
  return (
    <Choice
      label={t('options.direction')}
      className="opt-choice--direction"
      options={OPTION_DIRECTIONS}
      value={value}
      onChange={onChange}
      render={(option) => (
        <>
          <strong>
            <span aria-hidden="true">{option === 'up' ? '▲' : '▼'}</span> {t(`direction.${option}`)}
          </strong>
          <small>{t(`options.${option}Hint`)}</small>
        </>
      )}
    />
  );
}

/** The periods on offer as chips, each with its payout rate. */
function PeriodChoice({
  info,
  products,
  value,
  onChange,
}: {
  info: MarketInfo;
  products: readonly OptionsProduct[];
  value: number;
  onChange: (productId: number) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="opt-field">
      <span className="opt-label" id={`opt-period-${info.id}`}>
        {t('options.period')}
      </span>
      <Choice
        labelledBy={`opt-period-${info.id}`}
        className="opt-choice--chips"
        options={products.map((p) => p.id)}
        value={value}
        onChange={onChange}
        render={(id) => {
          const p = products.find((item) => item.id === id);
          return p
            ? t('options.periodChip', {
                period: t('seconds', { count: p.periodSeconds }),
                rate: ratePercent(p.payoutRate),
              })
            : null;
        }}
      />
    </div>
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

/** The stake within the period's limits, typed or picked from the one-tap amounts. */
function StakeInput({
  product,
  stake,
  error,
  onChange,
}: {
  product: OptionsProduct;
  stake: string;
  error: string | null;
  onChange: (stake: string) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Field
        label={t('options.stake', { currency: ACCOUNT_CURRENCY })}
        name="stake"
        inputMode="decimal"
        autoComplete="off"
        value={stake}
        error={error}
        hint={t('options.stakeRange', {
          min: formatMoney(product.minStake),
          max: formatMoney(product.maxStake),
          currency: ACCOUNT_CURRENCY,
        })}
        onChange={(event) => {
          onChange(event.target.value);
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
              onChange(amount);
            }}
          >
            {formatMoney(amount)}
          </button>
        ))}
      </div>
    </>
  );
}

/** What a win would credit, and the profit in it: estimates, never more than the win pays. */
function PayoutSummary({ payout, profit }: { payout: string | null; profit: string | null }) {
  const { t } = useTranslation('orders');
  return (
    <dl className="summary" aria-live="polite">
      <div>
        <dt>{t('options.payout')}</dt>
        <dd data-testid="potential-payout">
          <span className="num">{payout ? `${formatEstimate(payout)} ${ACCOUNT_CURRENCY}` : '—'}</span>
        </dd>
      </div>
      <div>
        <dt>{t('options.profitIfWin')}</dt>
        <dd>
          <span className="num">{profit ? `+${formatEstimate(profit)} ${ACCOUNT_CURRENCY}` : '—'}</span>
        </dd>
      </div>
    </dl>
  );
}

/** The options form of one instrument, as `useOptionsForm` holds it; `product` is its chosen period. */
export function OptionsForm({
  info,
  product,
  form,
}: {
  info: MarketInfo;
  product: OptionsProduct;
  form: OptionsFormState;
}) {
  const { t } = useTranslation('orders');
  const { loggedIn } = useSession();
  const closed = info.status === 'closed';
  return (
    <>
      {closed && <ClosedNotice info={info} />}
      <form
        className="opt-form"
        onSubmit={form.submit}
        noValidate
        aria-label={t('options.formTitle', { code: info.code })}
      >
        <fieldset disabled={closed}>
          <legend className="sr-only">{t('options.formTitle', { code: info.code })}</legend>
          <DirectionChoice value={form.direction} onChange={form.chooseDirection} />
          <PeriodChoice info={info} products={form.products} value={product.id} onChange={form.chooseProduct} />
          <StakeInput product={product} stake={form.stake} error={form.stakeError} onChange={form.changeStake} />
          <PayoutSummary payout={form.payout} profit={form.profit} />
          {loggedIn ? (
            <Button type="submit" block className={`opt-buy opt-buy--${form.direction}`} disabled={closed}>
              {t(form.direction === 'up' ? 'options.buyUp' : 'options.buyDown')}
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
    </>
  );
}

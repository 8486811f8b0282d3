import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketInfo, PositionSide } from '@tp/contract';
import { POSITION_SIDES } from '@tp/contract/constants';
import { paths } from '../../../config/paths.ts';
import { formatTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModeSwitch } from '../../../ui/ModeSwitch.tsx';
import { useRovingFocus } from '../../../ui/useRovingFocus.ts';
import type { StopKind } from '../rules.ts';
import { LiveQuote } from './LiveQuote.tsx';
import { LotsInput } from './LotsInput.tsx';
import { StopField } from './StopField.tsx';
import type { OrderFormState } from './useOrderForm.ts';

const STOP_KINDS = ['stopLoss', 'takeProfit'] as const satisfies readonly StopKind[];

/** The side switch: buy long or sell short, each in its colour of the rise/fall convention. */
function SideSwitch({ side, onChange }: { side: PositionSide; onChange: (side: PositionSide) => void }) {
  const { t } = useTranslation('trading');
  const roving = useRovingFocus({ options: POSITION_SIDES, value: side, onChoose: onChange });
  return (
    <div className="side-switch" role="radiogroup" aria-label={t('side.label')} onKeyDown={roving.onKeyDown}>
      {POSITION_SIDES.map((option, index) => (
        <button
          key={option}
          {...roving.itemProps(index)}
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

/** The most leverages one row holds. */
const LEVERAGES_PER_ROW = 5;

/** Columns of the leverage chips: one row of up to five, else rows of equal length (six: 3 + 3). */
function leverageColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / LEVERAGES_PER_ROW));
  return Math.ceil(count / rows);
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
  const roving = useRovingFocus({ options: leverages, value, onChoose: onChange });
  return (
    <div className="leverage">
      <span id={labelId} className="leverage__label">
        {t('form.leverage')}
      </span>
      <div
        className="leverage__options"
        role="radiogroup"
        aria-labelledby={labelId}
        style={{ '--leverage-columns': leverageColumns(leverages.length) } as CSSProperties}
        onKeyDown={roving.onKeyDown}
      >
        {leverages.map((leverage, index) => (
          <button
            key={leverage}
            {...roving.itemProps(index)}
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

/** What the order is: side, lots, leverage, and the optional stops. */
function OrderInputs({ info, form }: { info: MarketInfo; form: OrderFormState }) {
  return (
    <div className="order-form__inputs">
      <SideSwitch side={form.side} onChange={form.chooseSide} />
      <LotsInput value={form.lots} range={form.range} error={form.lotsError} onChange={form.changeLots} />
      <LeverageChoice leverages={info.leverages} value={form.leverage} onChange={form.chooseLeverage} />
      <div className="order-form__stops">
        {STOP_KINDS.map((kind) => (
          <StopField
            key={kind}
            kind={kind}
            value={form.stops[kind]}
            error={form.stopError(kind)}
            hint={form.stopHint(kind)}
            placeholder={form.stopPlaceholder}
            onChange={(next) => {
              form.changeStop(kind, next);
            }}
          />
        ))}
      </div>
    </div>
  );
}

/** Beside the inputs: the live quote, why the market is closed, the form's message, and the action. */
function OrderSummary({ info, form }: { info: MarketInfo; form: OrderFormState }) {
  const { t, i18n } = useTranslation('trading');
  const { loggedIn } = useSession();
  const closedReasonId = useId();
  const nextOpen = info.nextChangeAt ? formatTime(info.nextChangeAt, i18n.language) : null;
  return (
    <div className="order-form__summary">
      {loggedIn ? (
        <LiveQuote input={form.quoteInput} precision={info.precision} onPrice={form.onPrice} />
      ) : (
        <p className="muted order-form__login">{t('form.loginHint')}</p>
      )}
      {form.closed && (
        <p id={closedReasonId} className="form-warning" role="note">
          {nextOpen ? t('form.closedUntil', { time: nextOpen }) : t('form.closed')}
        </p>
      )}
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      {loggedIn ? (
        <Button
          type="submit"
          block
          disabled={form.closed}
          // Not disabled while the order is quoted: a disabled button loses the focus, and the
          // confirmation would have no button to give it back to when it closes.
          aria-disabled={form.checking || undefined}
          className={`trade-button trade-button--${form.side}`}
          aria-describedby={form.closed ? closedReasonId : undefined}
        >
          {form.checking && <span className="spinner" aria-hidden="true" />}
          {t(form.side === 'long' ? 'form.submitLong' : 'form.submitShort', { code: info.code })}
        </Button>
      ) : (
        <Link className={`btn btn--block trade-button trade-button--${form.side}`} to={paths.login}>
          {t('form.loginToTrade')}
        </Link>
      )}
    </div>
  );
}

/** The order form as `useOrderForm` holds it. */
export function OrderFormView({ info, form }: { info: MarketInfo; form: OrderFormState }) {
  const { t } = useTranslation('trading');
  const { loggedIn } = useSession();
  return (
    <form className="order-form" onSubmit={form.submit} noValidate aria-label={t('form.title')}>
      <div className="order-form__head">
        <h2>{t('form.title')}</h2>
        {loggedIn && <ModeSwitch size="small" />}
      </div>
      <OrderInputs info={info} form={form} />
      <OrderSummary info={info} form={form} />
    </form>
  );
}

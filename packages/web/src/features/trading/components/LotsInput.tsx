import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal, isDecimal } from '../../../lib/decimal.ts';
import { stepLots, type LotRange } from '../decimal.ts';

/** Lots as decimal text, with − and + that move one step along the grid inside the range. */
export function LotsInput({
  value,
  range,
  error,
  onChange,
}: {
  value: string;
  range: LotRange;
  error: string | null;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation('trading');
  const id = useId();
  const valid = isDecimal(value);
  const atMin = valid && compareDecimal(value, range.min) <= 0;
  const atMax = valid && compareDecimal(value, range.max) >= 0;
  return (
    <div className={`field lots${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{t('form.lots')}</label>
      <div className="field__control lots__control">
        <button
          type="button"
          className="lots__step"
          aria-label={t('form.fewerLots', { step: range.step })}
          aria-controls={id}
          disabled={atMin}
          onClick={() => {
            onChange(stepLots(value, -1, range));
          }}
        >
          −
        </button>
        <input
          id={id}
          name="lots"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <button
          type="button"
          className="lots__step"
          aria-label={t('form.moreLots', { step: range.step })}
          aria-controls={id}
          disabled={atMax}
          onClick={() => {
            onChange(stepLots(value, 1, range));
          }}
        >
          +
        </button>
      </div>
      <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? t('form.lotsHint', { min: range.min, max: range.max, step: range.step })}
      </p>
    </div>
  );
}

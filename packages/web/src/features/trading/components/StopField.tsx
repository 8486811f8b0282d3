import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/Field.tsx';
import type { StopKind } from '../rules.ts';

export interface StopValue {
  on: boolean;
  price: string;
}

export const NO_STOP: StopValue = { on: false, price: '' };

/** An optional stop: a switch, and when on, its price with where it must be against the live price. */
export function StopField({
  kind,
  value,
  error,
  hint,
  placeholder,
  onChange,
}: {
  kind: StopKind;
  value: StopValue;
  error: string | null;
  /** Where the price must be, e.g. "Below 64,000.00". */
  hint?: string;
  placeholder?: string;
  onChange: (next: StopValue) => void;
}) {
  const { t } = useTranslation('trading');
  const id = useId();
  return (
    <div className={`stop stop--${kind}`}>
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value.on}
          onChange={(event) => {
            onChange({ ...value, on: event.target.checked });
          }}
        />
        <span className="switch__track" aria-hidden="true" />
        <span>{t(`form.${kind}`)}</span>
      </label>
      {value.on && (
        <Field
          label={t(`form.${kind}Price`)}
          name={kind}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value.price}
          placeholder={placeholder}
          error={error}
          hint={hint}
          onChange={(event) => {
            onChange({ ...value, price: event.target.value });
          }}
        />
      )}
    </div>
  );
}

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

/** A labelled input with its validation message; passwords get a show/hide toggle. */
export function Field({
  label,
  error,
  hint,
  trailing,
  type = 'text',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
  trailing?: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation('forms');
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field__control">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="field__icon"
            onClick={() => {
              setRevealed(!revealed);
            }}
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          </button>
        )}
        {trailing}
      </div>
      {(error ?? hint) && (
        <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

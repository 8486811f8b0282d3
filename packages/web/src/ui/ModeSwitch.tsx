import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountMode } from '@tp/contract';
import { setAccountMode, useAccountMode } from '../lib/session.ts';
import { showToast } from './toast.tsx';
import { useRovingFocus } from './useRovingFocus.ts';

const MODES = ['demo', 'real'] as const;

/** Switches the book: persisted, sent as the `virtually` header from now on, confirmed by a toast. */
export function useSwitchAccountMode(): (next: AccountMode) => void {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  return (next: AccountMode) => {
    if (next === mode) return;
    setAccountMode(next);
    // Every figure of the other book is stale now.
    void queryClient.invalidateQueries();
    showToast(next === 'demo' ? t('mode.switchedToDemo') : t('mode.switchedToReal'), 'success');
  };
}

export function ModeSwitch({ size = 'normal' }: { size?: 'normal' | 'small' }) {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const choose = useSwitchAccountMode();
  const roving = useRovingFocus({ options: MODES, value: mode, onChoose: choose });
  return (
    <div
      className={`mode-switch mode-switch--${size}`}
      role="radiogroup"
      aria-label={t('mode.accountType')}
      onKeyDown={roving.onKeyDown}
    >
      {MODES.map((option, index) => (
        <button
          key={option}
          {...roving.itemProps(index)}
          type="button"
          role="radio"
          aria-checked={mode === option}
          className={mode === option ? `is-active is-${option}` : undefined}
          onClick={() => {
            choose(option);
          }}
        >
          {t(`mode.${option}`)}
        </button>
      ))}
    </div>
  );
}

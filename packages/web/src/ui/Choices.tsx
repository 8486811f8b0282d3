import type { ReactNode } from 'react';
import { useRovingFocus } from './useRovingFocus.ts';

/**
 * A row of buttons of which one is chosen: tabs (`role="tablist"`, each `aria-selected`) or a
 * switch (`role="radiogroup"`, each `aria-checked`); the chosen one is `is-active`. With `tabsId`,
 * each tab is `<tabsId>-<option>` and controls the panel `<tabsId>-panel`. The row is one Tab stop:
 * the arrows, Home and End move to another option and choose it.
 */
export function Choices<T>({
  role,
  className = 'segmented',
  label,
  options,
  value,
  onChange,
  tabsId,
  children,
}: {
  role: 'tablist' | 'radiogroup';
  className?: string;
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (option: T) => void;
  tabsId?: string;
  /** The option's text. */
  children: (option: T) => ReactNode;
}) {
  const tabs = role === 'tablist';
  const roving = useRovingFocus({ options, value, onChoose: onChange });
  return (
    <div className={className} role={role} aria-label={label} onKeyDown={roving.onKeyDown}>
      {options.map((option, index) => (
        <button
          key={String(option)}
          {...roving.itemProps(index)}
          id={tabsId === undefined ? undefined : `${tabsId}-${String(option)}`}
          type="button"
          role={tabs ? 'tab' : 'radio'}
          aria-selected={tabs ? value === option : undefined}
          aria-checked={tabs ? undefined : value === option}
          aria-controls={tabsId === undefined ? undefined : `${tabsId}-panel`}
          className={value === option ? 'is-active' : undefined}
          onClick={() => {
            onChange(option);
          }}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
}

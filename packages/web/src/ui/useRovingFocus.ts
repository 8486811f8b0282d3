import { useRef, type KeyboardEvent } from 'react';

/** Where a key moves the focus among a group's items, in reading order. */
type Step = 'next' | 'previous' | 'first' | 'last';

/** Which arrows move: both pairs (a row of radios or tabs), or Up and Down only (a vertical list). */
type Orientation = 'both' | 'vertical';

const STEPS: Partial<Record<string, Step>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** Right to left as the nearest `dir` says (the document's in Arabic): Left then points forward. */
function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/** The step `key` takes, or null when it takes none: Left and Right swap right to left. */
function stepOf(key: string, rightToLeft: boolean, orientation: Orientation): Step | null {
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  if (horizontal && orientation === 'vertical') return null;
  const step = STEPS[key] ?? null;
  if (!horizontal || !rightToLeft) return step;
  return step === 'next' ? 'previous' : 'next';
}

/** The index `step` lands on among `count` items from `from`; the arrows wrap around the ends. */
function movedIndex(from: number, step: Step, count: number): number {
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  return (from + (step === 'next' ? 1 : -1) + count) % count;
}

/**
 * One Tab stop for a group of options (radios, tabs, a list's options), as the ARIA practices
 * have it: the chosen option (else the first) is the stop, tabIndex 0, the others -1; the arrows,
 * Home and End move the focus, and `onChoose`, when given, chooses what they land on (a radio
 * group, tabs with automatic activation). Spread `onKeyDown` on the group, `itemProps(index)` on
 * each option in the order of `options`.
 */
export function useRovingFocus<T>({
  options,
  value,
  onChoose,
  same = Object.is,
  orientation = 'both',
}: {
  options: readonly T[];
  value: T | null;
  onChoose?: (option: T) => void;
  same?: (option: T, value: T | null) => boolean;
  orientation?: Orientation;
}) {
  const items = useRef<(HTMLElement | null)[]>([]);
  const chosen = options.findIndex((option) => same(option, value));
  const tabStop = chosen === -1 ? 0 : chosen;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Shortcuts with a modifier belong to the browser and the screen reader.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = items.current.indexOf(event.target as HTMLElement);
    if (from === -1) return;
    const step = stepOf(event.key, isRightToLeft(event.currentTarget), orientation);
    if (step === null) return;
    event.preventDefault();
    const to = movedIndex(from, step, options.length);
    // `to` is an index of `options`, whose items may themselves be undefined (an "all" choice).
    onChoose?.(options[to] as T);
    items.current[to]?.focus();
  };

  return {
    onKeyDown,
    itemProps: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        items.current[index] = element;
      },
      tabIndex: index === tabStop ? 0 : -1,
    }),
  };
}

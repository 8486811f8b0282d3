// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Choices } from './Choices.tsx';

const PERIODS = ['1m', '5m', '1h', '1d'] as const;

/** A row of periods as tabs or radios, holding its own choice as the pages do. */
function Periods({ role, initial = '5m' }: { role: 'tablist' | 'radiogroup'; initial?: string }) {
  const [period, setPeriod] = useState(initial);
  return (
    <>
      <button type="button">before</button>
      <Choices role={role} label="Period" options={PERIODS} value={period} onChange={setPeriod}>
        {(option) => option}
      </Choices>
      <button type="button">after</button>
    </>
  );
}

const option = (role: 'tab' | 'radio', name: string) => screen.getByRole(role, { name });
const chosen = (role: 'tab' | 'radio') =>
  screen
    .getAllByRole(role)
    .filter((element) => element.getAttribute(role === 'tab' ? 'aria-selected' : 'aria-checked') === 'true')
    .map((element) => element.textContent);

describe('a row of choices from the keyboard', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('dir');
  });

  it('is one Tab stop, on the chosen option', async () => {
    render(<Periods role="radiogroup" />);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1, -1]);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(option('radio', '5m'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(option('radio', '5m'));
  });

  it.each([
    ['radiogroup', 'radio'],
    ['tablist', 'tab'],
  ] as const)('%s: the arrows move the focus and choose, wrapping at the ends', async (group, role) => {
    render(<Periods role={group} />);
    await userEvent.click(option(role, '5m'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(option(role, '1h'));
    expect(chosen(role)).toEqual(['1h']);
    expect(option(role, '1h').tabIndex).toBe(0);
    expect(option(role, '5m').tabIndex).toBe(-1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(option(role, '1m'));
    expect(chosen(role)).toEqual(['1m']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(option(role, '1d'));
    await userEvent.keyboard('{ArrowUp}');
    expect(chosen(role)).toEqual(['1h']);
  });

  it('goes to the first and the last option with Home and End', async () => {
    render(<Periods role="tablist" initial="1h" />);
    await userEvent.click(option('tab', '1h'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(option('tab', '1m'));
    expect(chosen('tab')).toEqual(['1m']);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(option('tab', '1d'));
    expect(chosen('tab')).toEqual(['1d']);
  });

  it('mirrors Left and Right when the page reads right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<Periods role="radiogroup" />);
    await userEvent.click(option('radio', '5m'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(chosen('radio')).toEqual(['1h']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(option('radio', '1m'));
    expect(chosen('radio')).toEqual(['1m']);
    // Down still goes forward.
    await userEvent.keyboard('{ArrowDown}');
    expect(chosen('radio')).toEqual(['5m']);
  });

  it('leaves the keys alone with a modifier, and makes the first option the stop when none is chosen', async () => {
    render(<Periods role="radiogroup" initial="none" />);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    await userEvent.click(option('radio', '1m'));
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(chosen('radio')).toEqual(['1m']);
    expect(document.activeElement).toBe(option('radio', '1m'));
  });
});

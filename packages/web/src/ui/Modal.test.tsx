// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A confirmation opened by a button, as the order forms have it; `busy` while it sends. */
function Confirmation({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Buy
      </button>
      <button type="button">Elsewhere</button>
      <ConfirmDialog
        open={open}
        title="Confirm the order"
        className="confirm"
        busy={busy}
        onCancel={close}
        onConfirm={close}
      >
        <p>One lot</p>
      </ConfirmDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true });
const pressEscape = () => fireEvent(dialog(), new Event('cancel', { cancelable: true }));

describe('a dialog gives the focus back to what opened it', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(cleanup);

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Confirm', () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }))],
    ['the × button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', pressEscape],
  ])('on %s', async (_, close) => {
    render(<Confirmation />);
    const trigger = screen.getByRole('button', { name: 'Buy' });
    await userEvent.click(trigger);
    expect(dialog().hasAttribute('open')).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await close();
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('also when the button had lost the focus while it worked (disabled while a quote loaded)', async () => {
    render(<Confirmation />);
    const trigger = screen.getByRole('button', { name: 'Buy' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    trigger.focus();
    // What the browser does to a focused button that disables itself: the focus goes to the page.
    trigger.blur();
    fireEvent.click(trigger);
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(trigger);
  });

  it('stays open on Escape while it is busy', () => {
    const { rerender } = render(<Confirmation />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    rerender(<Confirmation busy />);
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog().hasAttribute('open')).toBe(true);
  });
});

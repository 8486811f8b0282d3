import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

/**
 * The element that last took the focus. A button that disables itself while it works (a quote
 * loading) drops the focus to the page; the dialog it then opens still owes the focus back to it.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** Where the focus goes back to when `dialog` closes: what has it now, else what had it last. */
function openerOf(dialog: HTMLDialogElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused && !dialog.contains(lastFocused) ? lastFocused : null;
}

/**
 * A dialog on the native <dialog> element: focus trapping comes with it. It is controlled: the
 * × button and Escape ask `onClose`, and it closes when `open` turns false. Every close gives the
 * focus back to what opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = openerOf(dialog);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      onCancel={(event) => {
        // Escape asks, as the × button does: a dialog that is busy stays open.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (opener.current?.isConnected) opener.current.focus();
        // Closed by the browser itself, not by `open`: say so.
        if (open) onClose();
      }}
    >
      <header className="modal__header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

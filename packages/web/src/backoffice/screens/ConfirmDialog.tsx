import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Facts } from '../ui.tsx';

/**
 * The back office's confirmation: what is about to happen (`facts`), its consequence, then Cancel
 * or `confirmLabel`. A native <dialog>: focus stays in it and Escape cancels (not while `busy`).
 */
export function ConfirmDialog({
  open,
  title,
  facts,
  consequence,
  confirmLabel,
  danger = false,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  facts: [string, ReactNode][];
  consequence: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <>
          <h2>{title}</h2>
          <Facts items={facts} />
          <p className="confirm__consequence">{consequence}</p>
          <div className="actions__row">
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}

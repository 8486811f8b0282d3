import { useEffect, useRef } from 'react';
import type { SmartProductBody } from '../types.ts';
import { Button, Facts } from '../ui.tsx';

/** The change summarised before it is saved: a native <dialog>, so focus stays in it and Escape cancels. */
export function ConfirmProduct(props: {
  open: boolean;
  body: SmartProductBody;
  isNew: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { open, body, isNew, busy, onCancel, onConfirm } = props;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  const title = isNew ? `Add ${body.names.en ?? ''}?` : `Save ${body.names.en ?? ''}?`;
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
          <Facts
            items={[
              ['Languages', Object.keys(body.names).join(', ')],
              ['Terms', body.terms.map((term) => `${term.days} d @ ${term.dailyRate}`).join(' · ')],
              ['Amount', `${body.minAmount} – ${body.maxAmount} USDT`],
              ['Quota', body.quota ?? 'unlimited'],
              ['Early exit', `${body.earlyExitRate}${body.exitForfeitsEarnings ? ', earnings taken back' : ''}`],
              ['Status', body.status],
            ]}
          />
          <p className="confirm__consequence">
            Applies to new subscriptions only: earning plans keep the terms they were sold under.
          </p>
          <div className="actions__row">
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" busy={busy} onClick={onConfirm}>
              Confirm: save
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}

import type { SmartProductBody } from '../types.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The change summarised before it is saved. */
export function ConfirmProduct(props: {
  open: boolean;
  body: SmartProductBody;
  isNew: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { open, body, isNew, busy, onCancel, onConfirm } = props;
  return (
    <ConfirmDialog
      open={open}
      title={isNew ? `Add ${body.names.en ?? ''}?` : `Save ${body.names.en ?? ''}?`}
      facts={[
        ['Languages', Object.keys(body.names).join(', ')],
        ['Terms', body.terms.map((term) => `${term.days} d @ ${term.dailyRate}`).join(' · ')],
        ['Amount', `${body.minAmount} – ${body.maxAmount} USDT`],
        ['Quota', body.quota ?? 'unlimited'],
        ['Early exit', `${body.earlyExitRate}${body.exitForfeitsEarnings ? ', earnings taken back' : ''}`],
        ['Status', body.status],
      ]}
      consequence="Applies to new subscriptions only: earning plans keep the terms they were sold under."
      confirmLabel="Confirm: save"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

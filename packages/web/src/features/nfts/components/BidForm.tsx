import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftDetail } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { useErrorMessage } from '../../../api/messages.ts';
import { formatMoney } from '../../../lib/decimal.ts';
import { newIdempotencyKey } from '../../../lib/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useBuyNft } from '../api/buy-nft.ts';
import { charityPart } from '../rules.ts';
import { useBidForm } from '../useBidForm.ts';

/** What a confirmation repeats before anything is held or paid: the amount and the charity's part of it. */
function Preview({ nft, amount, note }: { nft: NftDetail; amount: string; note: string }) {
  const { t } = useTranslation('nfts');
  return (
    <>
      <dl className="nft-facts" data-testid="nft-preview">
        <div>
          <dt>{t('bid.amount')}</dt>
          <dd className="num">
            {formatMoney(amount)} {ACCOUNT_CURRENCY}
          </dd>
        </div>
        <div>
          <dt>{t('toCharity')}</dt>
          <dd className="num">
            {formatMoney(charityPart(nft, amount))} {ACCOUNT_CURRENCY}
          </dd>
        </div>
      </dl>
      <p className="muted">{note}</p>
    </>
  );
}

/** Bidding on a live lot (at least the minimum next bid), confirmed in a dialog: the amount is held, not spent. */
export function BidForm({ nft }: { nft: NftDetail }) {
  const { t } = useTranslation('nfts');
  const form = useBidForm(nft);
  return (
    <form className="nft-bid" onSubmit={form.review} noValidate>
      <Field
        label={t('bid.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        error={form.error}
        hint={t('bid.hint', { min: formatMoney(nft.minNextBid) })}
        onChange={(event) => {
          form.setAmount(event.target.value);
        }}
        onBlur={form.touch}
      />
      <Button type="submit">{t('bid.submit')}</Button>
      <ConfirmDialog
        open={form.pending !== null}
        title={t('bid.confirmTitle')}
        className="nft-confirm"
        busy={form.busy}
        onCancel={form.cancel}
        onConfirm={form.confirm}
      >
        {form.pending && <Preview nft={nft} amount={form.pending.amount} note={t('bid.holdNote')} />}
      </ConfirmDialog>
    </form>
  );
}

/** Buying a live lot at its buy-now price, confirmed in a dialog: the sale ends at once. */
export function BuyNow({ nft, price }: { nft: NftDetail; price: string }) {
  const { t } = useTranslation('nfts');
  const describe = useErrorMessage();
  const mutation = useBuyNft();
  const [key, setKey] = useState<string | null>(null);
  const confirm = () => {
    if (!key) return;
    mutation.mutate(
      { id: nft.id, idempotencyKey: key },
      {
        onSuccess: () => {
          showToast(t('buy.done'), 'success');
          setKey(null);
        },
        onError: (err) => {
          showToast(describe(err), 'error');
          setKey(null);
        },
      },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setKey(newIdempotencyKey())}>
        {t('buy.submit', { price: formatMoney(price) })}
      </Button>
      <ConfirmDialog
        open={key !== null}
        title={t('buy.confirmTitle')}
        className="nft-confirm"
        busy={mutation.isPending}
        onCancel={() => setKey(null)}
        onConfirm={confirm}
      >
        <Preview nft={nft} amount={price} note={t('buy.note')} />
      </ConfirmDialog>
    </>
  );
}

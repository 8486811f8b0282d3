import { useTranslation } from 'react-i18next';
import type { PresaleCommitment, PresaleRound } from '@tp/contract';
import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { Money } from '@tp/contract/money';
import { formatMoney } from '../../../lib/decimal.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Field } from '../../../ui/Field.tsx';
import { tokensIfFull } from '../preview.ts';
import { useCommitForm } from '../useCommitForm.ts';

/** What the confirmation shows before anything is held: the amount, the tokens if filled in full, the rule. */
export function CommitPreview({ round, amount }: { round: PresaleRound; amount: string }) {
  const { t } = useTranslation('presale');
  const withdraw = Money.parse(amount)?.isZero() ?? false;
  return (
    <>
      <dl className="presale-facts" data-testid="presale-preview">
        <div>
          <dt>{t('commit.amount')}</dt>
          <dd className="num">
            {formatMoney(amount)} {ACCOUNT_CURRENCY}
          </dd>
        </div>
        {!withdraw && (
          <div>
            <dt>{t('commit.tokensIfFull')}</dt>
            <dd className="num" data-testid="presale-preview-tokens">
              {formatMoney(tokensIfFull(amount, round))} {round.symbol}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('price')}</dt>
          <dd className="num">
            {formatMoney(round.price)} {ACCOUNT_CURRENCY}
          </dd>
        </div>
      </dl>
      <p className="muted">{withdraw ? t('commit.withdrawNote') : t('commit.rule')}</p>
    </>
  );
}

/**
 * Sets the commitment to a live round: the amount (0 withdraws), checked against the round's
 * minimum and cap as typed, then a confirmation with the preview; one key per confirmed amount.
 */
export function CommitForm({ round, current }: { round: PresaleRound; current: PresaleCommitment | undefined }) {
  const { t } = useTranslation('presale');
  const form = useCommitForm(round, current);
  return (
    <form className="presale-commit" onSubmit={form.review} noValidate>
      <h3>{t('commit.title')}</h3>
      {form.held !== null && (
        <p className="presale-commit__held">
          {t('commit.current')}:{' '}
          <span className="num" data-testid="presale-held">
            {formatMoney(form.held)} {ACCOUNT_CURRENCY}
          </span>
        </p>
      )}
      <Field
        label={t('commit.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        error={form.error}
        hint={t('commit.range', { min: round.minCommitment, cap: round.cap })}
        onChange={(event) => {
          form.setAmount(event.target.value);
        }}
        onBlur={form.touch}
      />
      <div className="presale-commit__actions">
        <Button type="submit">{t('commit.submit')}</Button>
        {form.held !== null && (
          <Button variant="secondary" onClick={form.withdraw}>
            {t('commit.withdraw')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={form.pending !== null}
        title={t('commit.confirmTitle')}
        className="presale-confirm"
        busy={form.busy}
        onCancel={form.cancel}
        onConfirm={form.confirm}
      >
        {form.pending && <CommitPreview round={round} amount={form.pending.amount} />}
      </ConfirmDialog>
    </form>
  );
}

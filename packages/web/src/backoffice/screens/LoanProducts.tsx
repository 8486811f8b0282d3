import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loanBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { Money } from '@tp/contract/money';
import { call } from '../api.ts';
import { useOperator } from '../operator.ts';
import { canEditProducts } from '../roles.ts';
import { notify } from '../toast.tsx';
import type { LoanProduct, LoanProductBody } from '../types.ts';
import {
  Alert,
  Button,
  Field,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  StatusBadge,
  TableFrame,
  errorText,
} from '../ui.tsx';

const percent = (fraction: string) => `${Money.of(fraction).times('100').toString()} %`;

/** Loan products: everyone reads them, administrators change them (new loans only, audit-logged). */
export function LoanProducts() {
  const { operator } = useOperator();
  const products = useQuery({ queryKey: ['loanProducts'], queryFn: () => call(endpoints.loanProducts) });
  const [editing, setEditing] = useState<LoanProduct | null>(null);
  const canEdit = canEditProducts(operator.role);
  return (
    <section className="section">
      <PageHeader title="Loan products" />
      <p className="muted lead">A change applies to new loans only: a loan keeps the terms it was signed under.</p>
      {editing && <LoanProductEditor product={editing} onDone={() => setEditing(null)} />}
      {products.isPending && <Loading />}
      {products.isError && <LoadError error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && (
        <TableFrame label="Loan products" stack>
          <thead>
            <tr>
              <th>Term</th>
              <th>Daily rate</th>
              <th>Interest-free</th>
              <th className="num">Minimum</th>
              <th className="num">Maximum</th>
              <th className="num">Verified maximum</th>
              <th>Status</th>
              {canEdit && <th aria-label="Actions" />}
            </tr>
          </thead>
          <tbody>
            {products.data.map((product) => (
              <tr key={product.id}>
                <td data-label="Term">{product.days} days</td>
                <td data-label="Daily rate">{percent(product.dailyRate)}</td>
                <td data-label="Interest-free">{product.interestFreeDays} days</td>
                <td data-label="Minimum" className="num">
                  <Mono>{product.minAmount}</Mono>
                </td>
                <td data-label="Maximum" className="num">
                  <Mono>{product.maxAmount}</Mono>
                </td>
                <td data-label="Verified maximum" className="num">
                  <Mono>{product.verifiedMaxAmount}</Mono>
                </td>
                <td data-label="Status">
                  <StatusBadge status={product.status} />
                </td>
                {canEdit && (
                  <td data-label="Actions">
                    <Button small disabled={editing !== null} onClick={() => setEditing(product)}>
                      Edit
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}

const TEXT_FIELDS = [
  ['dailyRate', 'Daily rate (fraction, 0.0004 is 0.04 % a day)'],
  ['minAmount', 'Minimum (USDT)'],
  ['maxAmount', 'Maximum before verification (USDT)'],
  ['verifiedMaxAmount', 'Maximum once verified (USDT)'],
] as const;

function LoanProductEditor({ product, onDone }: { product: LoanProduct; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<LoanProductBody>({
    days: product.days,
    dailyRate: product.dailyRate,
    interestFreeDays: product.interestFreeDays,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    verifiedMaxAmount: product.verifiedMaxAmount,
    status: product.status,
  });
  const save = useMutation({
    mutationFn: (body: LoanProductBody) =>
      call(endpoints.updateLoanProduct, { params: { id: String(product.id) }, body }),
    onSuccess: () => {
      notify(`The ${draft.days}-day loan product is saved.`);
      void queryClient.invalidateQueries({ queryKey: ['loanProducts'] });
      onDone();
    },
  });
  const set = (change: Partial<LoanProductBody>) => setDraft((current) => ({ ...current, ...change }));
  const whole = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : 0);
  return (
    <form
      className="editor"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3>Loan product #{product.id}</h3>
      <Field label="Term (days)">
        <input inputMode="numeric" value={String(draft.days)} onChange={(e) => set({ days: whole(e.target.value) })} />
      </Field>
      <Field label="Interest-free days">
        <input
          inputMode="numeric"
          value={String(draft.interestFreeDays)}
          onChange={(e) => set({ interestFreeDays: whole(e.target.value) })}
        />
      </Field>
      {TEXT_FIELDS.map(([key, label]) => (
        <Field key={key} label={label}>
          <input inputMode="decimal" value={draft[key]} onChange={(e) => set({ [key]: e.target.value.trim() })} />
        </Field>
      ))}
      <Field label="Status">
        <select value={draft.status} onChange={(e) => set({ status: e.target.value === 'closed' ? 'closed' : 'open' })}>
          <option value="open">open</option>
          <option value="closed">closed</option>
        </select>
      </Field>
      {save.isError && <Alert>{errorText(save.error)}</Alert>}
      <div className="editor__actions">
        <Button variant="primary" type="submit" busy={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

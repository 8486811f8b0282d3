import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { smartProductProblem, writtenTexts } from '@tp/contract/rules/smart-products';
import { call } from '../api.ts';
import { languageLabels } from '../format.ts';
import { notify } from '../toast.tsx';
import type { SmartProductBody, SmartProductRecord } from '../types.ts';
import { Alert, Button, Field, Segmented, errorText } from '../ui.tsx';
import { ConfirmProduct } from './ConfirmProduct.tsx';

type Texts = Record<Language, string>;
interface Draft extends Omit<SmartProductBody, 'names' | 'disclosures' | 'quota'> {
  names: Texts;
  disclosures: Texts;
  /** Empty is unlimited. */
  quota: string;
}

const blankTexts = (): Texts => Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Texts;
const filled = (texts: Partial<Record<Language, string>>): Texts => ({ ...blankTexts(), ...texts });

function draftOf(product: SmartProductRecord | null): Draft {
  if (!product) {
    return {
      names: blankTexts(),
      disclosures: blankTexts(),
      terms: [{ days: 30, dailyRate: '' }],
      minAmount: '100',
      maxAmount: '10000',
      earlyExitRate: '0.02',
      exitForfeitsEarnings: false,
      quota: '',
      status: 'open',
      sortOrder: 0,
    };
  }
  const { names, disclosures, terms, minAmount, maxAmount, earlyExitRate, exitForfeitsEarnings } = product;
  return {
    names: filled(names),
    disclosures: filled(disclosures),
    terms: terms.map(({ days, dailyRate }) => ({ days, dailyRate })),
    minAmount,
    maxAmount,
    earlyExitRate,
    exitForfeitsEarnings,
    quota: product.quota ?? '',
    status: product.status,
    sortOrder: product.sortOrder,
  };
}

/** The body the server takes: blank languages dropped, decimals trimmed. */
function bodyOf(draft: Draft): SmartProductBody {
  return {
    ...draft,
    names: writtenTexts(draft.names),
    disclosures: writtenTexts(draft.disclosures),
    terms: draft.terms.map(({ days, dailyRate }) => ({ days, dailyRate: dailyRate.trim() })),
    minAmount: draft.minAmount.trim(),
    maxAmount: draft.maxAmount.trim(),
    earlyExitRate: draft.earlyExitRate.trim(),
    quota: draft.quota.trim() === '' ? null : draft.quota.trim(),
  };
}

/**
 * Creating or changing a smart product: texts per language (English required, the others fall
 * back to it), terms, limits and exit terms. The contract's rules check it before the confirmation,
 * which says the change applies to new subscriptions only; the server checks it again.
 */
export function SmartProductEditor({ product, onDone }: { product: SmartProductRecord | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [language, setLanguage] = useState<Language>('en');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (body: SmartProductBody) =>
      product
        ? call(endpoints.updateSmartProduct, { params: { id: String(product.id) }, body })
        : call(endpoints.createSmartProduct, { body }),
    onSuccess: (saved) => {
      notify(`${saved.names.en ?? 'Product'} saved.`);
      void queryClient.invalidateQueries({ queryKey: ['smartProducts'] });
      onDone();
    },
    onSettled: () => setConfirming(false),
  });
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const review = () => {
    const found = smartProductProblem(bodyOf(draft));
    setProblem(found);
    if (!found) setConfirming(true);
  };
  return (
    <form
      className="product-editor"
      aria-label={product ? `Edit ${product.names.en ?? ''}` : 'New product'}
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h2>{product ? `Edit ${product.names.en ?? ''}` : 'New product'}</h2>
      <TextsEditor draft={draft} language={language} onLanguage={setLanguage} set={set} />
      <TermsEditor terms={draft.terms} onChange={(terms) => set({ terms })} />
      <LimitsEditor draft={draft} set={set} />
      {problem && <Alert>{problem}</Alert>}
      {save.isError && <Alert>{errorText(save.error)}</Alert>}
      <div className="actions__row">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Review and save
        </Button>
      </div>
      <ConfirmProduct
        open={confirming}
        body={bodyOf(draft)}
        isNew={product === null}
        busy={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate(bodyOf(draft))}
      />
    </form>
  );
}

function TextsEditor({
  draft,
  language,
  onLanguage,
  set,
}: {
  draft: Draft;
  language: Language;
  onLanguage: (language: Language) => void;
  set: (change: Partial<Draft>) => void;
}) {
  const label = languageLabels[language];
  const written = (code: Language) => draft.names[code].trim() !== '' || draft.disclosures[code].trim() !== '';
  return (
    <fieldset className="product-editor__texts">
      <legend>Name and disclosure (English required; other languages fall back to it)</legend>
      <Segmented
        label="Language"
        value={language}
        options={LANGUAGES.map((code) => ({ value: code, label: `${code.toUpperCase()}${written(code) ? ' ✓' : ''}` }))}
        onChange={onLanguage}
      />
      <Field label={`Name (${label})${language === 'en' ? ', required' : ''}`}>
        <input
          maxLength={4000}
          value={draft.names[language]}
          onChange={(event) => set({ names: { ...draft.names, [language]: event.target.value } })}
        />
      </Field>
      <Field label={`Disclosure (${label})${language === 'en' ? ', required' : ''}`}>
        <textarea
          rows={4}
          maxLength={4000}
          value={draft.disclosures[language]}
          onChange={(event) => set({ disclosures: { ...draft.disclosures, [language]: event.target.value } })}
        />
      </Field>
    </fieldset>
  );
}

function TermsEditor({ terms, onChange }: { terms: Draft['terms']; onChange: (terms: Draft['terms']) => void }) {
  const change = (index: number, term: Partial<Draft['terms'][number]>) =>
    onChange(terms.map((current, i) => (i === index ? { ...current, ...term } : current)));
  return (
    <fieldset className="product-editor__terms">
      <legend>Terms (daily rate a fraction below 0.01: 0.0002 is 0.02 % a day)</legend>
      {terms.map((term, index) => (
        <div className="term-row" key={index}>
          <Field label={`Days, term ${index + 1}`}>
            <input
              type="number"
              min={1}
              max={3650}
              value={term.days}
              onChange={(event) => change(index, { days: Number(event.target.value) })}
            />
          </Field>
          <Field label={`Daily rate, term ${index + 1}`}>
            <input
              className="mono"
              inputMode="decimal"
              value={term.dailyRate}
              onChange={(event) => change(index, { dailyRate: event.target.value })}
            />
          </Field>
          <Button small variant="ghost" onClick={() => onChange(terms.filter((_, i) => i !== index))}>
            {`Remove term ${index + 1}`}
          </Button>
        </div>
      ))}
      <Button small onClick={() => onChange([...terms, { days: 0, dailyRate: '' }])}>
        Add term
      </Button>
    </fieldset>
  );
}

function LimitsEditor({ draft, set }: { draft: Draft; set: (change: Partial<Draft>) => void }) {
  const decimalInput = (key: 'minAmount' | 'maxAmount' | 'earlyExitRate' | 'quota', placeholder?: string) => (
    <input
      className="mono"
      inputMode="decimal"
      placeholder={placeholder}
      value={draft[key]}
      onChange={(event) => set({ [key]: event.target.value })}
    />
  );
  return (
    <fieldset className="product-editor__limits">
      <legend>Limits and exit</legend>
      <Field label="Minimum amount (USDT)">{decimalInput('minAmount')}</Field>
      <Field label="Maximum amount (USDT)">{decimalInput('maxAmount')}</Field>
      <Field label="Quota (USDT)" hint="Most principal all earning plans hold at once; empty is unlimited.">
        {decimalInput('quota', 'unlimited')}
      </Field>
      <Field label="Early-exit penalty rate" hint="A fraction of the principal below 0.5: 0.02 is 2 %.">
        {decimalInput('earlyExitRate')}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.exitForfeitsEarnings}
          onChange={(event) => set({ exitForfeitsEarnings: event.target.checked })}
        />
        An early exit also takes back the earnings paid
      </label>
      <Field label="Status">
        <select value={draft.status} onChange={(event) => set({ status: event.target.value as Draft['status'] })}>
          <option value="open">Open</option>
          <option value="closed">Closed (no new subscriptions)</option>
        </select>
      </Field>
      <Field label="Sort order">
        <input
          type="number"
          min={0}
          value={draft.sortOrder}
          onChange={(event) => set({ sortOrder: Number(event.target.value) })}
        />
      </Field>
    </fieldset>
  );
}

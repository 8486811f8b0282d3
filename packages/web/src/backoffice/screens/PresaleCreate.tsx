import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePresaleBody } from '@tp/contract';
import { LANGUAGES, type Language } from '@tp/contract/constants';
import { presaleBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { languageLabels } from '../format.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Field, errorText } from '../ui.tsx';

const HOUR = 3_600_000;

/** The request's field of each language's description (the contract's PRESALE_DESCRIPTION_FIELDS, without loading zod). */
const descriptionField = (language: Language) =>
  `description${language[0]?.toUpperCase() ?? ''}${language.slice(1)}` as keyof CreatePresaleBody &
    `description${string}`;
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const TERMS = [
  ['symbol', 'Symbol (the token’s ledger currency)', 'NOVA'],
  ['name', 'Name', 'Nova Network'],
  ['logo', 'Logo URL (optional)', ''],
  ['price', 'Price (USDT per token)', '0.05'],
  ['tokens', 'Tokens on offer', '1000000'],
  ['tokenScale', 'Token decimals (0–8)', '4'],
  ['cap', 'Cap per customer (USDT)', '5000'],
  ['minCommitment', 'Minimum commitment (USDT)', '10'],
] as const;
type Term = (typeof TERMS)[number][0];

/** The request from what was typed; the server checks every figure and answers why it refuses one. */
function bodyOf(
  terms: Record<Term, string>,
  times: { start: string; end: string; distribution: string },
  texts: Partial<Record<Language, string>>,
): CreatePresaleBody {
  return {
    symbol: terms.symbol.trim(),
    name: terms.name.trim(),
    ...(terms.logo.trim() ? { logo: terms.logo.trim() } : {}),
    price: terms.price.trim(),
    tokens: terms.tokens.trim(),
    tokenScale: Number(terms.tokenScale),
    cap: terms.cap.trim(),
    minCommitment: terms.minCommitment.trim(),
    startTime: new Date(times.start).getTime(),
    endTime: new Date(times.end).getTime(),
    distributionTime: new Date(times.distribution).getTime(),
    descriptionEn: texts.en?.trim() ?? '',
    ...Object.fromEntries(
      LANGUAGES.filter((language) => language !== 'en' && (texts[language]?.trim() ?? '') !== '').map((language) => [
        descriptionField(language),
        texts[language]?.trim(),
      ]),
    ),
  };
}

/** A new round: its terms, its window and distribution time, and a description per language (English required). */
export function PresaleCreateForm({ onCreated }: { onCreated: () => void }) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<Record<Term, string>>(
    () => Object.fromEntries(TERMS.map(([key]) => [key, ''])) as Record<Term, string>,
  );
  const [times, setTimes] = useState(() => {
    const now = Date.now();
    return { start: local(now + HOUR), end: local(now + 8 * 24 * HOUR), distribution: local(now + 8 * 24 * HOUR) };
  });
  const [texts, setTexts] = useState<Partial<Record<Language, string>>>({});
  const create = useMutation({
    mutationFn: () => call(endpoints.createRound, { body: bodyOf(terms, times, texts) }),
    onSuccess: (round) => {
      notify(`Round ${round.symbol} created.`);
      void queryClient.invalidateQueries({ queryKey: ['presale'] });
      onCreated();
    },
  });
  return (
    <form
      className="card form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      {TERMS.map(([key, label, placeholder]) => (
        <Field key={key} label={label}>
          <input
            value={terms[key]}
            placeholder={placeholder}
            onChange={(event) => setTerms({ ...terms, [key]: event.target.value })}
          />
        </Field>
      ))}
      {(['start', 'end', 'distribution'] as const).map((key) => (
        <Field key={key} label={`${key[0]?.toUpperCase() ?? ''}${key.slice(1)} (your time zone)`}>
          <input
            type="datetime-local"
            value={times[key]}
            onChange={(event) => setTimes({ ...times, [key]: event.target.value })}
          />
        </Field>
      ))}
      {LANGUAGES.map((language) => (
        <Field
          key={language}
          label={`Description, ${languageLabels[language]}${language === 'en' ? ' (required)' : ''}`}
        >
          <textarea
            rows={2}
            value={texts[language] ?? ''}
            onChange={(event) => setTexts({ ...texts, [language]: event.target.value })}
          />
        </Field>
      ))}
      {create.error && <Alert>{errorText(create.error)}</Alert>}
      <Button type="submit" variant="primary" busy={create.isPending}>
        Create round
      </Button>
    </form>
  );
}

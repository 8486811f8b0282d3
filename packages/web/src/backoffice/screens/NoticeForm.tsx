import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendNoticeBody } from '@tp/contract';
import { LANGUAGES, type Language } from '@tp/contract/constants';
import { noticeBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { languageLabels } from '../format.ts';
import { notify } from '../toast.tsx';
import { Alert, Button, Field, errorText } from '../ui.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Texts = Partial<Record<Language, { title: string; body: string }>>;

/** The request from what was typed: blank languages left out; the server checks the rest. */
function bodyOf(audience: 'everyone' | 'customer', customerId: string, texts: Texts): SendNoticeBody {
  const written = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const text = texts[language];
      return text && (text.title.trim() || text.body.trim()) ? [[language, text]] : [];
    }),
  );
  return {
    audience,
    ...(audience === 'customer' ? { userId: Number(customerId) } : {}),
    texts: written,
  };
}

/** The form's state and its one call. */
function useNoticeForm(onSent: () => void) {
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<'everyone' | 'customer'>('customer');
  const [customerId, setCustomerId] = useState('');
  const [texts, setTexts] = useState<Texts>({});
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () => call(endpoints.sendNotice, { body: bodyOf(audience, customerId, texts) }),
    onSuccess: (sent) => {
      notify(`Notice sent to ${sent.recipients} customer${sent.recipients === 1 ? '' : 's'}.`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['notices'] });
      onSent();
    },
    onError: () => setConfirming(false),
  });
  const setText = (language: Language, part: 'title' | 'body', value: string) =>
    setTexts({ ...texts, [language]: { title: '', body: '', ...texts[language], [part]: value } });
  return { audience, setAudience, customerId, setCustomerId, texts, setText, confirming, setConfirming, send };
}

/** A title and text per language. */
function NoticeTexts({
  texts,
  onChange,
}: {
  texts: Texts;
  onChange: (language: Language, part: 'title' | 'body', value: string) => void;
}) {
  return LANGUAGES.map((language) => (
    <fieldset key={language}>
      <legend>
        {languageLabels[language]}
        {language === 'en' ? ' (required)' : ''}
      </legend>
      <Field label="Title">
        <input
          maxLength={120}
          value={texts[language]?.title ?? ''}
          onChange={(event) => onChange(language, 'title', event.target.value)}
        />
      </Field>
      <Field label="Text">
        <textarea
          rows={2}
          maxLength={2000}
          value={texts[language]?.body ?? ''}
          onChange={(event) => onChange(language, 'body', event.target.value)}
        />
      </Field>
    </fieldset>
  ));
}

/** A notice to every active customer or to one: a title and text per language, English required, then a confirmation. */
export function NoticeForm({ onSent }: { onSent: () => void }) {
  const form = useNoticeForm(onSent);
  const everyone = form.audience === 'everyone';
  const languages = LANGUAGES.filter((language) => form.texts[language]?.title.trim());
  return (
    <form
      className="card form-grid notice-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.setConfirming(true);
      }}
    >
      <fieldset className="choice-row">
        <legend>Send to</legend>
        {(['customer', 'everyone'] as const).map((audience) => (
          <label key={audience}>
            <input
              type="radio"
              name="audience"
              checked={form.audience === audience}
              onChange={() => form.setAudience(audience)}
            />{' '}
            {audience === 'customer' ? 'One customer' : 'Every active customer'}
          </label>
        ))}
      </fieldset>
      {!everyone && (
        <Field label="Customer id">
          <input inputMode="numeric" value={form.customerId} onChange={(e) => form.setCustomerId(e.target.value)} />
        </Field>
      )}
      <NoticeTexts texts={form.texts} onChange={form.setText} />
      {form.send.error && <Alert>{errorText(form.send.error)}</Alert>}
      <Button type="submit" variant="primary">
        Review and send
      </Button>
      <ConfirmDialog
        open={form.confirming}
        title="Send this notice?"
        facts={[
          ['To', everyone ? 'Every active customer' : `Customer #${form.customerId}`],
          ['Title (English)', form.texts.en?.title ?? ''],
          ['Languages', languages.map((language) => languageLabels[language]).join(', ') || 'none'],
        ]}
        consequence="It appears at once on their open pages and in their notifications, in their language where written, else in English. It cannot be taken back, and it is audited."
        confirmLabel="Send notice"
        busy={form.send.isPending}
        onCancel={() => form.setConfirming(false)}
        onConfirm={() => form.send.mutate()}
      />
    </form>
  );
}

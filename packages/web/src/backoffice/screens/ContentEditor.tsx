import { useDeferredValue, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { contentTypes, formatTime, languageLabels } from '../format.ts';
import { notify } from '../toast.tsx';
import type { ContentRecord } from '../types.ts';
import { Alert, Button, Field, PageHeader, errorText } from '../ui.tsx';

/** One item: its texts by language, which share its slug, type and order. */
export interface ContentItem {
  key: string;
  slug: string | null;
  type: number;
  sortOrder: number;
  texts: Partial<Record<Language, ContentRecord>>;
  /** The text that names the item: the English one, or its one language's when it has no English text. */
  anchor: ContentRecord;
}

const htmlLang = (language: Language) => (language === 'hk' ? 'zh-HK' : language === 'zh' ? 'zh-CN' : language);

/** The preview is a sandboxed frame: whatever the HTML holds, it runs no script and reaches no session. */
function previewDocument(language: Language, title: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${htmlLang(language)}" dir="${dir}"><head><meta charset="utf-8"><style>
body{font:14px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;margin:16px;overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 12px}h2{font-size:17px}h3{font-size:15px}
table{border-collapse:collapse}th,td{border:1px solid #d0d7de;padding:4px 8px}a{color:#0969da}
</style></head><body><h1>${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</h1>${body}</body></html>`;
}

/** The item's title and body in one language as edited, their preview, and saving them. */
function useContentDraft(item: ContentItem, language: Language) {
  const queryClient = useQueryClient();
  const written = item.texts[language];
  const [title, setTitle] = useState(written?.title ?? '');
  const [body, setBody] = useState(written?.body ?? '');
  const preview = useDeferredValue(previewDocument(language, title, body));
  const { anchor } = item;
  const save = useMutation({
    mutationFn: () =>
      call(endpoints.writeContent, { params: { id: anchor.id, language }, body: { title: title.trim(), body } }),
    onSuccess: (saved) => {
      // The server stores the body sanitized: the draft becomes what customers now read.
      setTitle(saved.title);
      setBody(saved.body);
      notify(`${languageLabels[language]} text of “${item.slug ?? anchor.title}” saved.`);
      void queryClient.invalidateQueries({ queryKey: ['contents'] });
    },
  });
  return {
    written,
    title,
    setTitle,
    body,
    setBody,
    preview,
    dirty: title !== (written?.title ?? '') || body !== (written?.body ?? ''),
    save,
    discard: () => {
      setTitle(written?.title ?? '');
      setBody(written?.body ?? '');
    },
    startFromEnglish: () => {
      setTitle(item.texts.en?.title ?? '');
      setBody(item.texts.en?.body ?? '');
    },
  };
}

/** The way back to the list, the item's title, and what it is. */
function EditorHeader({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const { anchor } = item;
  const updatedAt = Math.max(...Object.values(item.texts).map((text) => text.updatedAt));
  return (
    <>
      <p className="crumbs">
        <button type="button" className="link" onClick={onClose}>
          Content
        </button>{' '}
        / {item.slug ?? `#${anchor.id}`}
      </p>
      <PageHeader title={`Edit “${anchor.title}”`}>
        <span className="muted">
          {contentTypes[item.type] ?? item.type}
          {item.slug ? ` · ${item.slug}` : ''} · updated {formatTime(updatedAt)}
        </span>
      </PageHeader>
    </>
  );
}

/** The languages to write the item in; the ones not written yet are marked. */
function LanguageChoice({
  item,
  language,
  onChange,
}: {
  item: ContentItem;
  language: Language;
  onChange: (language: Language) => void;
}) {
  // An item without a slug is one text in one language: it has no other languages to write.
  const choices = item.slug === null ? (Object.keys(item.texts) as Language[]) : LANGUAGES;
  return (
    <div className="language-choice" role="radiogroup" aria-label="Language">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={choice === language}
          className={`${choice === language ? 'is-active' : ''}${choice in item.texts ? '' : ' is-missing'}`.trim()}
          onClick={() => onChange(choice)}
        >
          {languageLabels[choice]}
          {!(choice in item.texts) && <span className="language-choice__note"> · not written</span>}
        </button>
      ))}
    </div>
  );
}

export function ContentEditor({
  item,
  language,
  onLanguage,
  onClose,
}: {
  item: ContentItem;
  language: Language;
  onLanguage: (language: Language) => void;
  onClose: () => void;
}) {
  const draft = useContentDraft(item, language);
  const leave = (then: () => void) => {
    if (!draft.dirty || window.confirm(`Discard your changes to the ${languageLabels[language]} text?`)) then();
  };
  return (
    <div>
      <EditorHeader item={item} onClose={() => leave(onClose)} />
      <LanguageChoice item={item} language={language} onChange={(next) => leave(() => onLanguage(next))} />
      {!draft.written && (
        <Alert tone="info">
          Not written in {languageLabels[language]} yet: customers reading {languageLabels[language]} see the English
          text. Saving writes it.{' '}
          {item.texts.en && (
            <Button small variant="ghost" onClick={draft.startFromEnglish}>
              Start from the English text
            </Button>
          )}
        </Alert>
      )}
      <ContentForm draft={draft} language={language} onClose={() => leave(onClose)} />
    </div>
  );
}

/** The title and body in one language, their preview, and saving or discarding them. */
function ContentForm({
  draft,
  language,
  onClose,
}: {
  draft: ReturnType<typeof useContentDraft>;
  language: Language;
  onClose: () => void;
}) {
  const { title, setTitle, body, setBody, preview, dirty, save } = draft;
  return (
    <form
      className="editor"
      aria-label={`${languageLabels[language]} text`}
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty && title.trim()) save.mutate();
      }}
    >
      <div className="editor__source">
        <Field label={`Title (${languageLabels[language]})`}>
          <input
            value={title}
            maxLength={200}
            required
            dir="auto"
            lang={htmlLang(language)}
            disabled={save.isPending}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <Field label="Body (HTML)" hint="The server sanitizes the HTML before customers see it.">
          <textarea
            className="mono code-area"
            value={body}
            maxLength={100_000}
            spellCheck={false}
            dir="auto"
            disabled={save.isPending}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        {save.isError && <Alert>{errorText(save.error)}</Alert>}
        <div className="actions__row">
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty || !title.trim()}>
            Save
          </Button>
          <Button variant="ghost" disabled={!dirty || save.isPending} onClick={draft.discard}>
            Discard changes
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Back to the list
          </Button>
        </div>
      </div>
      <div className="editor__preview">
        <span className="field__label">Preview</span>
        <iframe title="Preview" sandbox="" srcDoc={preview} />
      </div>
    </form>
  );
}

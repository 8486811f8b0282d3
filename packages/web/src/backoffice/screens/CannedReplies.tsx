import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type CannedReply, type Language } from '@tp/contract';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { languageLabels } from '../format.ts';
import { notify } from '../toast.tsx';
import { Button, errorText, Field, LoadError, Loading } from '../ui.tsx';

type Draft = { id?: number; language: Language; title: string; text: string };
const EMPTY: Draft = { language: 'en', title: '', text: '' };

/** Canned replies, per language: every operator who answers chats may add, change and delete them (audit-logged). */
export function CannedRepliesEditor() {
  const queryClient = useQueryClient();
  const canned = useQuery({ queryKey: ['chatCanned'], queryFn: () => call(endpoints.canned) });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['chatCanned'] });
  const save = useMutation({
    mutationFn: (body: Draft) => call(endpoints.saveCanned, { body }),
    onSuccess: () => {
      refresh();
      setDraft(EMPTY);
      notify('Canned reply saved.');
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(endpoints.deleteCanned, { body: { id } }),
    onSuccess: refresh,
    onError: (error) => notify(errorText(error), 'error'),
  });
  if (canned.isPending || canned.isError) {
    return canned.isPending ? <Loading /> : <LoadError error={canned.error} onRetry={() => void canned.refetch()} />;
  }
  return (
    <section className="card canned" aria-label="Canned replies">
      <CannedList replies={canned.data} onEdit={setDraft} onDelete={(id) => remove.mutate(id)} />
      <form
        className="form-grid"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <Field label="Language">
          <select value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageLabels[language]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Title">
          <input value={draft.title} maxLength={80} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </Field>
        <Field label="Text">
          <textarea
            value={draft.text}
            rows={3}
            maxLength={1000}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          />
        </Field>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {draft.id === undefined ? 'Add canned reply' : 'Save canned reply'}
        </Button>
      </form>
    </section>
  );
}

function CannedList(props: {
  replies: CannedReply[];
  onEdit: (reply: CannedReply) => void;
  onDelete: (id: number) => void;
}) {
  return (
    <ul className="canned__list">
      {props.replies.map((reply: CannedReply) => (
        <li key={reply.id}>
          <span className="lang-chip">{reply.language}</span> <strong>{reply.title}</strong>{' '}
          <span className="muted">{reply.text}</span>{' '}
          <Button small variant="ghost" onClick={() => props.onEdit(reply)}>
            Edit
          </Button>
          <Button small variant="ghost" onClick={() => props.onDelete(reply.id)}>
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}

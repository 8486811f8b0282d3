import { useDeferredValue, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { contentTypes, formatTime, languageGroups } from '../format.ts';
import { notify } from '../toast.tsx';
import type { ContentQuery, ContentRecord } from '../types.ts';
import {
  Alert,
  Button,
  Empty,
  Field,
  LoadError,
  Loading,
  Mono,
  PageHeader,
  SelectFilter,
  TableFrame,
  errorText,
} from '../ui.tsx';

/** The list, filtered by language group and type, and the editor of one item (`?edit=<id>`). */
export function ContentsPage() {
  const [params, setParams] = useSearchParams();
  const langGroup = params.get('langGroup') ?? '';
  const type = params.get('type') ?? '';
  const editId = Number(params.get('edit') ?? '');
  const contents = useQuery({
    queryKey: ['contents', langGroup, type],
    queryFn: () =>
      call(endpoints.contents, {
        // The address's value goes as it is: the server refuses one it does not know.
        query: { langGroup: (langGroup || undefined) as ContentQuery['langGroup'], type: type || undefined },
      }),
  });
  const update = (next: Record<string, string>) => {
    const merged: Record<string, string> = { langGroup, type, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const editing = editId ? contents.data?.find((item) => item.id === editId) : undefined;

  if (editId && editing) return <ContentEditor key={editing.id} item={editing} onClose={() => update({ edit: '' })} />;
  return (
    <div>
      <ContentFilters langGroup={langGroup} type={type} onChange={update} />
      {contents.isPending && <Loading />}
      {contents.isError && <LoadError error={contents.error} onRetry={() => void contents.refetch()} />}
      {editId > 0 && contents.data && !editing && <Alert tone="info">Content #{editId} is not in this list.</Alert>}
      {contents.data?.length === 0 && <Empty>No content matches these filters.</Empty>}
      {contents.data && contents.data.length > 0 && (
        <ContentsTable list={contents.data} onEdit={(id) => update({ edit: String(id) })} />
      )}
    </div>
  );
}

/** The page's title with the language group and type filters. */
function ContentFilters({
  langGroup,
  type,
  onChange,
}: {
  langGroup: string;
  type: string;
  onChange: (next: Record<string, string>) => void;
}) {
  return (
    <PageHeader title="Content">
      <SelectFilter label="Language group" value={langGroup} onChange={(next) => onChange({ langGroup: next })}>
        <option value="">All</option>
        <option value="1">1 · Chinese (zh)</option>
        <option value="2">2 · Other languages</option>
      </SelectFilter>
      <SelectFilter label="Type" value={type} onChange={(next) => onChange({ type: next })}>
        <option value="">All</option>
        {Object.entries(contentTypes).map(([value, label]) => (
          <option key={value} value={value}>
            {value} · {label}
          </option>
        ))}
      </SelectFilter>
    </PageHeader>
  );
}

function ContentsTable({ list, onEdit }: { list: ContentRecord[]; onEdit: (id: number) => void }) {
  return (
    <TableFrame label="Content">
      <thead>
        <tr>
          <th>ID</th>
          <th>Group</th>
          <th>Type</th>
          <th>Slug</th>
          <th className="wide">Title</th>
          <th className="num">Order</th>
          <th>Updated</th>
        </tr>
      </thead>
      <tbody>
        {list.map((item) => (
          <tr key={item.id} onClick={() => onEdit(item.id)}>
            <td>
              <button
                type="button"
                className="link"
                onClick={() => onEdit(item.id)}
                aria-label={`Edit content ${item.id}`}
              >
                #{item.id}
              </button>
            </td>
            <td className="nowrap">{languageGroups[item.langGroup] ?? item.langGroup}</td>
            <td>{contentTypes[item.type] ?? item.type}</td>
            <td>{item.slug ? <Mono>{item.slug}</Mono> : <span className="muted">—</span>}</td>
            <td className="wide" dir="auto">
              {item.title}
            </td>
            <td className="num">{item.sortOrder}</td>
            <td className="nowrap">{formatTime(item.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/** The preview is a sandboxed frame: whatever the HTML holds, it runs no script and reaches no session. */
function previewDocument(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{font:14px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;margin:16px;overflow-wrap:anywhere}
h1{font-size:20px;margin:0 0 12px}h2{font-size:17px}h3{font-size:15px}
table{border-collapse:collapse}th,td{border:1px solid #d0d7de;padding:4px 8px}a{color:#0969da}
</style></head><body dir="auto"><h1>${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</h1>${body}</body></html>`;
}

/** The item's title and body as edited, their preview, and saving them. */
function useContentDraft(item: ContentRecord) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item.title);
  const [body, setBody] = useState(item.body);
  const preview = useDeferredValue(previewDocument(title, body));
  const save = useMutation({
    mutationFn: () => call(endpoints.setContent, { params: { id: item.id }, body: { title: title.trim(), body } }),
    onSuccess: () => {
      notify(`Content #${item.id} saved.`);
      void queryClient.invalidateQueries({ queryKey: ['contents'] });
    },
  });
  return {
    title,
    setTitle,
    body,
    setBody,
    preview,
    dirty: title !== item.title || body !== item.body,
    save,
    discard: () => {
      setTitle(item.title);
      setBody(item.body);
    },
  };
}

/** The way back to the list, the item's title, and what it is. */
function EditorHeader({ item, onClose }: { item: ContentRecord; onClose: () => void }) {
  return (
    <>
      <p className="crumbs">
        <button type="button" className="link" onClick={onClose}>
          Content
        </button>{' '}
        / #{item.id}
      </p>
      <PageHeader title={`Edit “${item.title}”`}>
        <span className="muted">
          {languageGroups[item.langGroup] ?? item.langGroup} · {contentTypes[item.type] ?? item.type}
          {item.slug ? ` · ${item.slug}` : ''} · updated {formatTime(item.updatedAt)}
        </span>
      </PageHeader>
    </>
  );
}

function ContentEditor({ item, onClose }: { item: ContentRecord; onClose: () => void }) {
  const { title, setTitle, body, setBody, preview, dirty, save, discard } = useContentDraft(item);
  return (
    <div>
      <EditorHeader item={item} onClose={onClose} />
      <form
        className="editor"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && title.trim()) save.mutate();
        }}
      >
        <div className="editor__source">
          <Field label="Title">
            <input
              value={title}
              maxLength={200}
              required
              dir="auto"
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
              disabled={save.isPending}
              onChange={(event) => setBody(event.target.value)}
            />
          </Field>
          {save.isError && <Alert>{errorText(save.error)}</Alert>}
          <div className="actions__row">
            <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty || !title.trim()}>
              Save
            </Button>
            <Button variant="ghost" disabled={!dirty || save.isPending} onClick={discard}>
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
    </div>
  );
}

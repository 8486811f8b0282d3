import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { contentTypes, formatTime, languageLabels } from '../format.ts';
import type { ContentRecord } from '../types.ts';
import { Alert, Empty, LoadError, Loading, Mono, PageHeader, SelectFilter, TableFrame } from '../ui.tsx';
import { ContentEditor, type ContentItem } from './ContentEditor.tsx';

/** The texts as items: the languages of an item share its slug; a text without a slug is an item of its own. */
export function itemsOf(list: ContentRecord[]): ContentItem[] {
  const items = new Map<string, ContentItem>();
  for (const text of list) {
    const key = text.slug ?? `#${text.id}`;
    const item = items.get(key) ?? {
      key,
      slug: text.slug,
      type: text.type,
      sortOrder: text.sortOrder,
      texts: {},
      anchor: text,
    };
    item.texts[text.language] = text;
    if (text.language === 'en') item.anchor = text;
    items.set(key, item);
  }
  return [...items.values()];
}

const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);

/** The items, filtered by type, with their languages; and the editor of one (`?edit=<id>&language=<code>`). */
export function ContentsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const editId = Number(params.get('edit') ?? '');
  const requested = params.get('language');
  const contents = useQuery({
    queryKey: ['contents', type],
    // The address's value goes as it is: the server refuses one it does not know.
    queryFn: () => call(endpoints.contents, { query: { type: type || undefined } }),
  });
  const items = useMemo(() => itemsOf(contents.data ?? []), [contents.data]);
  const update = (next: Record<string, string>) => {
    const merged: Record<string, string> = { type, edit: params.get('edit') ?? '', language: requested ?? '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const editing = editId ? items.find((item) => Object.values(item.texts).some((t) => t.id === editId)) : undefined;

  if (editId && editing) {
    const language = isLanguage(requested) ? requested : editing.anchor.language;
    return (
      <ContentEditor
        key={`${editing.key}:${language}`}
        item={editing}
        language={language}
        onLanguage={(next) => update({ language: next })}
        onClose={() => update({ edit: '', language: '' })}
      />
    );
  }
  return (
    <div>
      <PageHeader title="Content">
        <SelectFilter label="Type" value={type} onChange={(next) => update({ type: next })}>
          <option value="">All</option>
          {Object.entries(contentTypes).map(([value, label]) => (
            <option key={value} value={value}>
              {value} · {label}
            </option>
          ))}
        </SelectFilter>
      </PageHeader>
      {contents.isPending && <Loading />}
      {contents.isError && <LoadError error={contents.error} onRetry={() => void contents.refetch()} />}
      {editId > 0 && contents.data && !editing && <Alert tone="info">Content #{editId} is not in this list.</Alert>}
      {contents.data?.length === 0 && <Empty>No content matches these filters.</Empty>}
      {items.length > 0 && <ContentsTable items={items} onEdit={(id) => update({ edit: String(id), language: '' })} />}
    </div>
  );
}

/** Which languages an item is written in; a customer reading a missing one sees the English text. */
function Languages({ item }: { item: ContentItem }) {
  return (
    <span className="languages-written">
      {LANGUAGES.map((language) => {
        const written = language in item.texts;
        return (
          <span
            key={language}
            className={`lang-chip${written ? '' : ' is-missing'}`}
            title={`${languageLabels[language]}: ${written ? 'written' : 'not written, shown in English'}`}
          >
            {language}
          </span>
        );
      })}
    </span>
  );
}

function ContentsTable({ items, onEdit }: { items: ContentItem[]; onEdit: (id: number) => void }) {
  return (
    <TableFrame label="Content">
      <thead>
        <tr>
          <th>Type</th>
          <th>Slug</th>
          <th className="wide">Title</th>
          <th>Languages</th>
          <th className="num">Order</th>
          <th>Updated</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const { anchor } = item;
          const updatedAt = Math.max(...Object.values(item.texts).map((text) => text.updatedAt));
          return (
            <tr key={item.key} onClick={() => onEdit(anchor.id)}>
              <td>{contentTypes[item.type] ?? item.type}</td>
              <td>{item.slug ? <Mono>{item.slug}</Mono> : <span className="muted">—</span>}</td>
              <td className="wide" dir="auto">
                <button
                  type="button"
                  className="link"
                  onClick={() => onEdit(anchor.id)}
                  aria-label={`Edit ${item.slug ?? `content ${anchor.id}`}`}
                >
                  {anchor.title}
                </button>
              </td>
              <td className="nowrap">
                <Languages item={item} />
              </td>
              <td className="num">{item.sortOrder}</td>
              <td className="nowrap">{formatTime(updatedAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ChatInboxFilter, ChatInboxItem } from '@tp/contract';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { call } from '../api.ts';
import { useChatLive } from '../chat-live.ts';
import { formatTime } from '../format.ts';
import { Button, Empty, LoadError, Loading, PageHeader, Pager, Segmented } from '../ui.tsx';
import { CannedRepliesEditor } from './CannedReplies.tsx';
import { ChatThreadPane } from './ChatThread.tsx';

const PAGE_SIZE = 30;
const FILTERS: { value: ChatInboxFilter; label: string }[] = [
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'mine', label: 'Mine' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** The support chat inbox: conversations by state, live unread counts, search by customer, and the open thread. */
export function ChatInboxPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('c')) || null;
  const [filter, setFilter] = useState<ChatInboxFilter>('open');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const { typing, sayTyping } = useChatLive();
  const select = (id: number | null) => setParams(id === null ? {} : { c: String(id) });
  return (
    <div className={`chat-inbox${selected ? ' chat-inbox--thread' : ''}`}>
      <PageHeader title="Support chat">
        <Button onClick={() => setEditing(!editing)} aria-expanded={editing}>
          {editing ? 'Close canned replies' : 'Canned replies'}
        </Button>
      </PageHeader>
      {editing && <CannedRepliesEditor />}
      <div className="chat-inbox__panes">
        <InboxList
          filter={filter}
          search={search}
          page={page}
          selected={selected}
          typing={typing}
          onFilter={(value) => {
            setFilter(value);
            setPage(1);
          }}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          onPage={setPage}
          onOpen={select}
        />
        {selected ? (
          <ChatThreadPane
            key={selected}
            conversationId={selected}
            typing={typing.has(selected)}
            onTyping={sayTyping}
            onBack={() => select(null)}
          />
        ) : (
          <p className="muted chat-inbox__hint">Choose a conversation to read and answer it.</p>
        )}
      </div>
    </div>
  );
}

interface InboxListProps {
  filter: ChatInboxFilter;
  search: string;
  page: number;
  selected: number | null;
  typing: ReadonlySet<number>;
  onFilter: (filter: ChatInboxFilter) => void;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** The conversations of one filter and search, newest activity first. */
function InboxList(props: InboxListProps) {
  const { filter, search, page } = props;
  const inbox = useQuery({
    queryKey: ['chatInbox', filter, search, page],
    queryFn: () =>
      call(endpoints.inbox, {
        query: { filter, q: search || undefined, page: String(page), pageSize: String(PAGE_SIZE) },
      }),
  });
  return (
    <section className="chat-inbox__list" aria-label="Conversations">
      <Segmented label="Show" value={props.filter} options={FILTERS} onChange={props.onFilter} />
      <input
        className="search"
        type="search"
        placeholder="Search by customer or e-mail"
        aria-label="Search by customer or e-mail"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {inbox.isPending && <Loading />}
      {inbox.isError && <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />}
      {inbox.data?.total === 0 && <Empty>No conversations here.</Empty>}
      <ul className="chat-list">
        {inbox.data?.list.map((item) => (
          <ConversationRow
            key={item.id}
            item={item}
            active={item.id === props.selected}
            typing={props.typing.has(item.id)}
            onOpen={() => props.onOpen(item.id)}
          />
        ))}
      </ul>
      {inbox.data && inbox.data.total > PAGE_SIZE && (
        <Pager page={props.page} pageSize={PAGE_SIZE} total={inbox.data.total} onPage={props.onPage} />
      )}
    </section>
  );
}

function ConversationRow(props: { item: ChatInboxItem; active: boolean; typing: boolean; onOpen: () => void }) {
  const { item } = props;
  return (
    <li>
      <button
        type="button"
        className={`chat-row${props.active ? ' is-active' : ''}`}
        aria-current={props.active || undefined}
        onClick={props.onOpen}
      >
        <span className="chat-row__who">
          {item.who} <span className="muted small">{item.kind === 'visitor' ? 'visitor' : `#${item.userId}`}</span>
        </span>
        {item.unread > 0 && (
          <span className="chat-row__unread" aria-label={`${item.unread} unread`}>
            {item.unread}
          </span>
        )}
        <span className="chat-row__last muted">{props.typing ? 'typing…' : item.lastText || '(image)'}</span>
        <span className="chat-row__meta muted small">
          {formatTime(item.lastMessageAt)} · {item.operatorName ?? 'unassigned'} · {item.status}
        </span>
      </button>
    </li>
  );
}

import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatInboxItem, ChatMessage, ChatThread } from '@tp/contract';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { fetchFile } from '../../api/download.ts';
import { backofficeApi, call } from '../api.ts';
import { formatTime } from '../format.ts';
import { notify } from '../toast.tsx';
import { Button, errorText, LoadError, Loading } from '../ui.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatCustomer } from './ChatCustomer.tsx';

const LINK = /(https?:\/\/[^\s<>"']+)/gi;

/** A message's text as text; http(s) links open apart from the back office. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-msg__text" dir="auto">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer nofollow">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Attachment({ id }: { id: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void fetchFile(backofficeApi, endpoints.attachment, { params: { id } }).then((file) => {
      made = URL.createObjectURL(file.blob);
      setUrl(made);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url ? <img className="chat-msg__image" src={url} alt="Image attached to the conversation" /> : null;
}

function Message({ message, readSeq }: { message: ChatMessage; readSeq: number }) {
  const fromCustomer = message.author === 'customer';
  return (
    <li className={`chat-msg ${fromCustomer ? 'chat-msg--customer' : 'chat-msg--operator'}`}>
      {message.text && <MessageText text={message.text} />}
      {message.attachmentId && <Attachment id={message.attachmentId} />}
      <span className="muted small">
        {fromCustomer ? 'Customer' : (message.operatorName ?? 'Operator')} · {formatTime(message.createdAt)}
        {!fromCustomer && (message.seq <= readSeq ? ' · read' : ' · sent')}
      </span>
    </li>
  );
}

/** One conversation: its messages live, and what an operator does with it. */
export function ChatThreadPane(props: {
  conversationId: number;
  typing: boolean;
  onBack: () => void;
  onTyping: (conversationId: number) => void;
}) {
  const { conversationId } = props;
  const thread = useQuery({
    queryKey: ['chatThread', conversationId],
    queryFn: () => call(endpoints.thread, { query: { conversationId: String(conversationId) } }),
  });
  const lastSeq = thread.data?.messages.at(-1)?.seq ?? 0;
  const readSeq = thread.data?.conversation.operatorReadSeq ?? 0;
  useEffect(() => {
    if (lastSeq > readSeq) void call(endpoints.read, { body: { conversationId, seq: lastSeq } }).catch(() => undefined);
  }, [conversationId, lastSeq, readSeq]);
  if (thread.isPending) return <Loading />;
  if (thread.isError) return <LoadError error={thread.error} onRetry={() => void thread.refetch()} />;
  const { conversation, messages } = thread.data;
  return (
    <section className="chat-thread" aria-label={`Conversation with ${conversation.who}`}>
      <ThreadHeader conversation={conversation} onBack={props.onBack} />
      <ol className="chat-thread__messages" aria-live="polite">
        {messages.map((message) => (
          <Message key={message.seq} message={message} readSeq={conversation.customerReadSeq} />
        ))}
      </ol>
      <p className="muted small chat-thread__typing">{props.typing ? `${conversation.who} is typing…` : ''}</p>
      {conversation.status === 'open' && (
        <ChatComposer conversation={conversation} onTyping={() => props.onTyping(conversation.id)} />
      )}
      {conversation.status === 'closed' && (
        <p className="muted">Closed{conversation.rating !== null ? ` · rated ${conversation.rating} of 5` : ''}.</p>
      )}
      {conversation.ratingComment && (
        <blockquote className="chat-rating-comment">{conversation.ratingComment}</blockquote>
      )}
      {conversation.userId !== null && <ChatCustomer conversationId={conversation.id} />}
    </section>
  );
}

function ThreadHeader({ conversation, onBack }: { conversation: ChatInboxItem; onBack: () => void }) {
  const queryClient = useQueryClient();
  const done = (thread: ChatThread) => {
    queryClient.setQueryData(['chatThread', conversation.id], thread);
    void queryClient.invalidateQueries({ queryKey: ['chatInbox'] });
  };
  const body = { conversationId: conversation.id };
  const act = useMutation({
    mutationFn: (what: 'take' | 'close') => call(endpoints[what], { body }),
    onSuccess: done,
    onError: (error) => notify(errorText(error), 'error'),
  });
  const open = conversation.status === 'open';
  return (
    <header className="chat-thread__header">
      <Button small variant="ghost" className="chat-thread__back" onClick={onBack}>
        ← Conversations
      </Button>
      <div>
        <h2>{conversation.who}</h2>
        <p className="muted small">
          {conversation.kind} · {conversation.language} · {conversation.status} ·{' '}
          {conversation.operatorName ? `with ${conversation.operatorName}` : 'unassigned'}
        </p>
      </div>
      <div className="actions__row">
        {open && conversation.operatorId === null && (
          <Button small variant="primary" busy={act.isPending} onClick={() => act.mutate('take')}>
            Take
          </Button>
        )}
        {open && <TransferChoice conversation={conversation} onDone={done} />}
        {open && (
          <Button small variant="danger" busy={act.isPending} onClick={() => act.mutate('close')}>
            Close
          </Button>
        )}
      </div>
    </header>
  );
}

function TransferChoice({ conversation, onDone }: { conversation: ChatInboxItem; onDone: (t: ChatThread) => void }) {
  const operators = useQuery({ queryKey: ['chatOperators'], queryFn: () => call(endpoints.operators) });
  const transfer = useMutation({
    mutationFn: (operatorId: number) =>
      call(endpoints.transfer, { body: { conversationId: conversation.id, operatorId } }),
    onSuccess: (thread) => {
      onDone(thread);
      notify(`Transferred to ${thread.conversation.operatorName ?? ''}.`);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  return (
    <select
      aria-label="Transfer to"
      value=""
      disabled={transfer.isPending}
      onChange={(event) => transfer.mutate(Number(event.target.value))}
    >
      <option value="">Transfer to…</option>
      {operators.data
        ?.filter((o) => o.id !== conversation.operatorId)
        .map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} {o.online ? '(online)' : ''}
          </option>
        ))}
    </select>
  );
}

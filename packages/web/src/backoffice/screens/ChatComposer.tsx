import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatInboxItem, ChatMessage, ChatThread } from '@tp/contract';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { postForm } from '../../api/upload.ts';
import { backofficeApi, call } from '../api.ts';
import { notify } from '../toast.tsx';
import { Button, errorText } from '../ui.tsx';

/** The operator's reply: text (or a canned reply in the conversation's language) and images. */
/** Sending a reply or an image: each lands in the open thread once committed. */
function useReplies(conversation: ChatInboxItem, cleared: () => void) {
  const queryClient = useQueryClient();
  const landed = (message: ChatMessage) => {
    queryClient.setQueryData<ChatThread>(['chatThread', conversation.id], (thread) =>
      thread && !thread.messages.some((m) => m.seq === message.seq)
        ? { ...thread, messages: [...thread.messages, message] }
        : thread,
    );
    void queryClient.invalidateQueries({ queryKey: ['chatInbox'] });
  };
  const reply = useMutation({
    mutationFn: (body: string) =>
      call(endpoints.reply, { body: { conversationId: conversation.id, text: body, clientId: crypto.randomUUID() } }),
    onSuccess: (message) => {
      landed(message);
      cleared();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const attach = useMutation({
    mutationFn: (picked: File) => {
      const form = new FormData();
      form.append('file', picked);
      return postForm(backofficeApi, endpoints.upload, form, { params: { conversationId: conversation.id } });
    },
    onSuccess: landed,
    onError: (error) => notify(errorText(error), 'error'),
  });
  return { reply, attach };
}

export function ChatComposer({ conversation, onTyping }: { conversation: ChatInboxItem; onTyping: () => void }) {
  const [text, setText] = useState('');
  const canned = useQuery({ queryKey: ['chatCanned'], queryFn: () => call(endpoints.canned) });
  const { reply, attach } = useReplies(conversation, () => setText(''));
  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (text.trim()) reply.mutate(text);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const mine = canned.data?.filter((c) => c.language === conversation.language) ?? [];
  return (
    <form className="chat-composer" onSubmit={submit}>
      {mine.length > 0 && (
        <select aria-label="Canned reply" value="" onChange={(event) => setText(event.target.value)}>
          <option value="">Canned reply ({conversation.language})…</option>
          {mine.map((c) => (
            <option key={c.id} value={c.text}>
              {c.title}
            </option>
          ))}
        </select>
      )}
      <textarea
        aria-label="Reply"
        placeholder="Write a reply… (Enter sends, Shift+Enter a new line)"
        rows={3}
        maxLength={1000}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKey}
      />
      <div className="actions__row">
        <input
          type="file"
          accept="image/png,image/jpeg,image/jp2"
          aria-label="Attach an image"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) attach.mutate(picked);
          }}
        />
        <Button type="submit" variant="primary" busy={reply.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}

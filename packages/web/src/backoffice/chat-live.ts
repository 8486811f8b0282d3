import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SOCKET_PATH, CHAT_TYPING_SHOW_MS } from '@tp/contract/chat-constants';
import type { ChatSocketMessage, ChatThread } from '@tp/contract';
import { readToken } from './session.ts';

const RECONNECT_MS = 3000;
/** The operator's typing is told at most this often. */
const TYPING_EVERY_MS = 1500;

/** Tells a conversation's customer that the operator is typing, at most every TYPING_EVERY_MS. */
function useSayTyping(live: RefObject<WebSocket | null>): (conversationId: number) => void {
  const saidAt = useRef(0);
  return useCallback(
    (conversationId: number) => {
      const now = Date.now();
      if (now - saidAt.current < TYPING_EVERY_MS || live.current?.readyState !== WebSocket.OPEN) return;
      saidAt.current = now;
      live.current.send(JSON.stringify({ op: 'typing', conversationId }));
    },
    [live],
  );
}

/**
 * The inbox's live channel: every committed message and change of every conversation. A new
 * message lands in its open thread at once and refreshes the inbox's counts; after a reconnect
 * everything is read again. Answers which conversations a customer is typing in, and how to tell
 * a customer the operator is typing.
 */
export function useChatLive(): { typing: ReadonlySet<number>; sayTyping: (conversationId: number) => void } {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const live = useRef<WebSocket | null>(null);
  const sayTyping = useSayTyping(live);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
    const showTyping = (id: number, on: boolean) =>
      setTyping((now) => {
        const next = new Set(now);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    const heard = (message: ChatSocketMessage) => {
      if (message.type === 'message') {
        const { conversationId } = message.message;
        queryClient.setQueryData<ChatThread>(['chatThread', conversationId], (thread) =>
          thread && !thread.messages.some((m) => m.seq === message.message.seq)
            ? { ...thread, messages: [...thread.messages, message.message] }
            : thread,
        );
        showTyping(conversationId, false);
      } else if (message.type === 'typing') {
        showTyping(message.conversationId, true);
        clearTimeout(typingTimers.get(message.conversationId));
        typingTimers.set(
          message.conversationId,
          setTimeout(() => showTyping(message.conversationId, false), CHAT_TYPING_SHOW_MS),
        );
        return;
      }
      void queryClient.invalidateQueries({ queryKey: ['chatInbox'] });
      if (message.type === 'conversation') {
        void queryClient.invalidateQueries({ queryKey: ['chatThread', message.conversation.id] });
      }
      if (message.type === 'resync' || message.type === 'ready')
        void queryClient.invalidateQueries({ queryKey: ['chatThread'] });
    };
    const connect = () => {
      const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new WebSocket(`${protocol}//${location.host}${CHAT_SOCKET_PATH}`);
      socket = ws;
      live.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ op: 'auth', operatorToken: readToken() ?? '' }));
      ws.onmessage = (event) => {
        if (typeof event.data === 'string') heard(JSON.parse(event.data) as ChatSocketMessage);
      };
      ws.onclose = () => {
        if (!stopped) timer = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const t of typingTimers.values()) clearTimeout(t);
      socket?.close();
    };
  }, [queryClient]);
  return { typing, sayTyping };
}

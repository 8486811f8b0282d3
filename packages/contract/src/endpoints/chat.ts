import { fileEndpoint, getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type {
  ChatAvailability,
  ChatConversation,
  ChatConversationBody,
  ChatMessage,
  ChatMessagesQuery,
  ChatReadBody,
  RateChatBody,
  SendChatBody,
  StartChatBody,
  StartedChat,
} from '../chat.ts';

/** The support chat's group: a session (Authorization) or a visitor's token (x-chat-visitor) says who calls. */
export const CHAT_API = '/swx/customer/chat';

/** The support page's calls: the caller's own conversations only. */
export const chatEndpoints = {
  availability: getEndpoint<ChatAvailability>(`${CHAT_API}/availability`),
  start: postEndpoint<StartedChat, StartChatBody>(`${CHAT_API}/start`),
  conversations: getEndpoint<ChatConversation[]>(`${CHAT_API}/conversations`),
  messages: getEndpoint<ChatMessage[], ChatMessagesQuery>(`${CHAT_API}/messages`),
  /** Answered once the message is committed; a retry with the same clientId stores nothing twice. */
  send: postEndpoint<ChatMessage, SendChatBody>(`${CHAT_API}/send`),
  read: postEndpoint<ChatConversation, ChatReadBody>(`${CHAT_API}/read`),
  close: postEndpoint<ChatConversation, ChatConversationBody>(`${CHAT_API}/close`),
  rate: postEndpoint<ChatConversation, RateChatBody>(`${CHAT_API}/rate`),
  /** One image in the form field `file`: stored cleaned, as a message of the conversation. */
  upload: uploadEndpoint<ChatMessage, 'file'>(`${CHAT_API}/upload/:conversationId`),
  attachment: fileEndpoint<`image/${string}`>(`${CHAT_API}/attachment/:id`),
};

import { fileEndpoint, getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type {
  CannedReply,
  CannedReplyBody,
  ChatAvailability,
  ChatConversation,
  ChatConversationBody,
  ChatCustomerPanel,
  ChatInboxPage,
  ChatInboxQuery,
  ChatMessage,
  ChatMessagesQuery,
  ChatOperator,
  ChatReadBody,
  ChatThread,
  ChatThreadQuery,
  DeleteCannedBody,
  OperatorReplyBody,
  RateChatBody,
  SendChatBody,
  StartChatBody,
  StartedChat,
  TransferChatBody,
} from '../chat.ts';
import { BACKOFFICE_API } from './backoffice.ts';

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

const API = `${BACKOFFICE_API}/chat`;

/** The operators' inbox (role support or admin). */
export const chatBackofficeEndpoints = {
  inbox: getEndpoint<ChatInboxPage, ChatInboxQuery>(`${API}/inbox`),
  thread: getEndpoint<ChatThread, ChatThreadQuery>(`${API}/thread`),
  take: postEndpoint<ChatThread, ChatConversationBody>(`${API}/take`),
  reply: postEndpoint<ChatMessage, OperatorReplyBody>(`${API}/reply`),
  upload: uploadEndpoint<ChatMessage, 'file'>(`${API}/upload/:conversationId`),
  attachment: fileEndpoint<`image/${string}`>(`${API}/attachment/:id`),
  read: postEndpoint<ChatThread, ChatReadBody>(`${API}/read`),
  transfer: postEndpoint<ChatThread, TransferChatBody>(`${API}/transfer`),
  close: postEndpoint<ChatThread, ChatConversationBody>(`${API}/close`),
  customer: getEndpoint<ChatCustomerPanel, ChatThreadQuery>(`${API}/customer`),
  operators: getEndpoint<ChatOperator[]>(`${API}/operators`),
  canned: getEndpoint<CannedReply[]>(`${API}/canned`),
  saveCanned: postEndpoint<CannedReply, CannedReplyBody>(`${API}/canned`),
  deleteCanned: postEndpoint<null, DeleteCannedBody>(`${API}/canned/delete`),
};

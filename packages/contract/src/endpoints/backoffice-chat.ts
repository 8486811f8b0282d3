import { fileEndpoint, getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type {
  CannedReply,
  CannedReplyBody,
  ChatConversationBody,
  ChatCustomerPanel,
  ChatInboxPage,
  ChatInboxQuery,
  ChatMessage,
  ChatOperator,
  ChatReadBody,
  ChatThread,
  ChatThreadQuery,
  DeleteCannedBody,
  OperatorReplyBody,
  TransferChatBody,
} from '../chat.ts';
import { BACKOFFICE_API } from './backoffice.ts';

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

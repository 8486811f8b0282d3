/** The support chat's constants, free of zod so that the support page loads them cheaply. */
export const CHAT_SOCKET_PATH = '/websocket/chat';
/** The header a visitor's browser sends its chat token in (kept in that browser's localStorage). */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';
/** Longest message, in characters (the whole message then fits one database announcement). */
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** Most images one conversation may hold. */
export const CHAT_ATTACHMENTS_MAX = 10;
/** A visitor's conversation is deleted this long after its last message. */
export const CHAT_VISITOR_RETENTION_MS = 30 * 24 * 3600_000;
/** How long an idle typing indicator stays on. */
export const CHAT_TYPING_SHOW_MS = 4000;
/** A canned reply's longest title. */
export const CHAT_CANNED_TITLE_MAX = 80;

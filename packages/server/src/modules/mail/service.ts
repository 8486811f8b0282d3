/**
 * The e-mail module's face to the others: notify queues with `queueEmails` in its caller's
 * transaction, and the server runs the `MailOutbox` job that sends what was queued.
 */
export { queueChatReply, queueEmails } from './outbox-repo.ts';
export { MailOutbox } from './outbox.ts';

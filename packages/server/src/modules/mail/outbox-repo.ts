import { sql } from 'drizzle-orm';
import { ALWAYS_MAILED_KINDS, NOTIFICATION_CATEGORY, type NotificationKind } from '@tp/contract';
import { queryRows, type Db } from '../../db/client.ts';

type Payload = Record<string, string | number | null>;

/**
 * Queues the e-mails of notifications, each due at its own moment, in the caller's transaction, for the customers who take
 * their category by e-mail (security notices always): one INSERT ... SELECT, the preference read
 * by the statement itself, so that telling a customer costs no lookup of their settings.
 */
export async function queueEmails(
  tx: Db,
  items: readonly { userId: number; kind: NotificationKind; payload: Payload; at: Date }[],
): Promise<void> {
  if (items.length === 0) return;
  const rows = sql.join(
    items.map(
      (item) =>
        sql`(${item.userId}::bigint, ${item.kind}::text, ${JSON.stringify(item.payload)}::jsonb, ${NOTIFICATION_CATEGORY[item.kind]}::text, ${ALWAYS_MAILED_KINDS.includes(item.kind)}::boolean, ${item.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into email_outbox (user_id, kind, payload, created_at, due_at)
    select v.user_id, v.kind, v.payload, v.at, v.at
    from (values ${rows}) as v(user_id, kind, payload, category, always, at)
    join users u on u.id = v.user_id
    where v.always or v.category = any(u.email_categories)`);
}

/**
 * Queues the e-mail of a support reply, in the transaction that stored it. Only the message is
 * named: its words, its author and the address are read when it is sent.
 */
export async function queueChatReply(
  tx: Db,
  reply: { userId: number | null; messageId: number; pageUrl: string },
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  await tx.execute(sql`
    insert into email_outbox (user_id, kind, chat_message_id, payload, created_at, due_at)
    values (${reply.userId}::bigint, 'chat_reply', ${reply.messageId}::bigint,
      ${JSON.stringify({ pageUrl: reply.pageUrl })}::jsonb, ${when}::timestamptz, ${when}::timestamptz)`);
}

/** A claimed mail with what it needs of its customer. */
export interface ClaimedMail {
  id: number;
  kind: NotificationKind | 'chat_reply';
  /** Whether a customer's account is the addressee (a visitor of the support chat has none). */
  customer: boolean;
  payload: Payload;
  attempts: number;
  email: string | null;
  language: string | null;
  antiPhishingCode: string | null;
  /** An operator's notice's words in every language written; null for other kinds. */
  noticeTexts: Record<string, { title: string; body: string }> | null;
  /** A support reply's author and words; null for other kinds. */
  chatReply: { operatorName: string; text: string } | null;
}

/**
 * Claims up to `limit` due mails: FOR UPDATE SKIP LOCKED, so that two nodes never take the same
 * row, and each is moved `leaseMs` ahead with one more attempt counted, so that it is not claimed
 * again while it is being sent (the claim commits before the mail goes out).
 */
export async function claimDue(
  tx: Db,
  now: Date,
  leaseMs: number,
  maxAttempts: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const rows = await queryRows<{
    id: string | number;
    kind: ClaimedMail['kind'];
    payload: Payload;
    attempts: number;
    user_id: string | number | null;
    email: string | null;
    language: string | null;
    anti_phishing_code: string | null;
    notice_texts: Record<string, { title: string; body: string }> | null;
    operator_name: string | null;
    chat_text: string | null;
  }>(
    tx,
    // A support reply goes to the conversation's address (the visitor's, else the customer's) in
    // its language; every other mail to the customer's address in theirs.
    sql`
      with claimed as (
        update email_outbox o
        set due_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = o.attempts + 1
        where o.id in (
          select id from email_outbox
          where sent_at is null and failed_at is null and due_at <= ${now.toISOString()}::timestamptz
            and attempts < ${maxAttempts}
          order by due_at, id
          limit ${limit}
          for update skip locked)
        returning o.id, o.kind, o.payload, o.attempts, o.user_id, o.chat_message_id
      )
      select c.id, c.kind, c.payload, c.attempts, c.user_id, coalesce(conv.visitor_email, u.email) as email,
        coalesce(conv.language, u.language) as language, u.anti_phishing_code,
        (select n.texts from notices n
         where c.kind = 'operator_notice' and n.id = (c.payload->>'noticeId')::bigint) as notice_texts,
        op.name as operator_name, m.text as chat_text
      from claimed c
      left join users u on u.id = c.user_id
      left join chat_messages m on m.id = c.chat_message_id
      left join chat_conversations conv on conv.id = m.conversation_id
      left join operators op on op.id = m.operator_id
      order by c.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    customer: row.user_id !== null,
    payload: row.payload,
    attempts: row.attempts,
    email: row.email,
    language: row.language,
    antiPhishingCode: row.anti_phishing_code,
    noticeTexts: row.notice_texts,
    chatReply: row.chat_text === null ? null : { operatorName: row.operator_name ?? '', text: row.chat_text },
  }));
}

export async function markSent(tx: Db, id: number, at: Date): Promise<void> {
  await tx.execute(sql`update email_outbox set sent_at = ${at.toISOString()}::timestamptz where id = ${id}`);
}

/** A failed send: due again at `retryAt`, or given up (`failed_at`) when it was the last attempt. */
export async function markFailed(tx: Db, id: number, at: Date, retryAt: Date | null): Promise<void> {
  await tx.execute(
    retryAt
      ? sql`update email_outbox set due_at = ${retryAt.toISOString()}::timestamptz where id = ${id}`
      : sql`update email_outbox set failed_at = ${at.toISOString()}::timestamptz where id = ${id}`,
  );
}

import type { Db } from '../../db/client.ts';
import { RepeatingJob } from '../../core/repeating-job.ts';
import type { Mail, Mailer } from '../auth/service.ts';
import * as repo from './outbox-repo.ts';
import { renderChatReplyMail } from './chat-reply.ts';
import { renderNotificationMail } from './render.ts';

const BATCH = 50;
const INTERVAL_MS = 5_000;
const ROUNDS_PER_INTERVAL = 10;
/** How long a claimed mail is left to its sender before another node may take it: longer than any send. */
export const LEASE_MS = 15 * 60_000;
/** Attempts before a mail is given up; the waits between them double from a minute (1, 2, 4, 8, 16 min). */
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;

export interface OutboxLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Sends the e-mail outbox, on every node. A batch is claimed and leased in one short transaction
 * (FOR UPDATE SKIP LOCKED), the mails go out after it committed, and each is then marked sent or
 * due again after a backoff. The trade-off is at-least-once: a node that dies between a send and
 * its mark leaves the row to be claimed again once its lease ends, so that mail may arrive twice;
 * the other choice, marking before sending, would lose it. Two live nodes never send one row twice,
 * as a leased row is not due. Failed sends are retried MAX_ATTEMPTS times in all, then given up.
 * Only the kind and the row's id reach the log, never an address, a text or an amount.
 */
export class MailOutbox {
  private readonly loop: RepeatingJob;

  constructor(private readonly deps: { db: Db; mailer: Mailer; now: () => Date; log: OutboxLog; intervalMs?: number }) {
    this.loop = new RepeatingJob({
      intervalMs: deps.intervalMs ?? INTERVAL_MS,
      roundsPerInterval: ROUNDS_PER_INTERVAL,
      step: async () => (await this.sendDue()) >= BATCH,
      onError: (err) => {
        deps.log.error({ err }, 'e-mail outbox round failed');
      },
    });
  }

  /** Claims and sends one batch of due mails; returns how many it claimed. */
  async sendDue(limit = BATCH): Promise<number> {
    const { db, now } = this.deps;
    const claimed = await db.transaction((tx) => repo.claimDue(tx, now(), LEASE_MS, MAX_ATTEMPTS, limit));
    for (const mail of claimed) await this.sendOne(mail);
    return claimed.length;
  }

  private async sendOne(mail: repo.ClaimedMail): Promise<void> {
    const { db, mailer, now, log } = this.deps;
    if (mail.email === null) {
      // An account signed up through a provider that gave no address: nothing to send to.
      await repo.markFailed(db, mail.id, now(), null);
      return;
    }
    try {
      await mailer.send(render({ ...mail, email: mail.email }));
    } catch (err) {
      const last = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = last ? null : new Date(now().getTime() + FIRST_RETRY_MS * 2 ** (mail.attempts - 1));
      await repo.markFailed(db, mail.id, now(), retryAt);
      log.warn({ outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, code: codeOf(err) }, 'e-mail not sent');
      return;
    }
    await repo.markSent(db, mail.id, now());
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a round in progress, so that the database can be closed after. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}

/** A notification's mail, or a support reply's (its message was deleted with its conversation: not here). */
function render(mail: repo.ClaimedMail & { email: string }): Mail {
  const { kind, chatReply, payload } = mail;
  if (kind !== 'chat_reply') return renderNotificationMail({ ...mail, kind });
  if (!chatReply) throw new Error('a support reply without its message');
  return renderChatReplyMail({ ...mail, ...chatReply, pageUrl: String(payload.pageUrl ?? '') });
}

/** The error's code (ECONNREFUSED, EENVELOPE...) alone: its message may quote an address. */
function codeOf(err: unknown): string {
  return (err as { code?: unknown }).code === undefined ? 'unknown' : String((err as { code?: unknown }).code);
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A notification's kind: its mail is logged by kind alone, as it carries the customer's data. */
  kind?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail goes through nodemailer: to SMTP_URL when set, otherwise into the server log so that a
 * developer running the product locally can read the codes.
 */
export function createMailer(smtpUrl: string | null, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        const { kind } = mail;
        if (kind !== undefined) log.info({ kind }, 'notification mail (no SMTP_URL set, not sent)');
        else
          log.info({ mailTo: mail.to, subject: mail.subject }, `mail (no SMTP_URL set, logged instead): ${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

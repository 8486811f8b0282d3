import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server on loopback that keeps what it receives, for tests that read their mail. */
export class Inbox {
  private readonly messages: ParsedMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((err: unknown) => callback(err as Error));
      },
    });
    // A sender killed mid-session (the crash tests do that) resets its connection: not a failure of the inbox.
    this.server.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET') throw err;
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase()));
  }

  /** The newest six-digit code mailed to an address, waiting up to timeoutMs for it. */
  async latestCode(address: string, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.to(address).at(-1);
      const code = mail?.text ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

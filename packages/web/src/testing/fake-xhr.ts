/** What the fake upload answers: an HTTP status and body, or a connection that drops. */
export type XhrReply = { status: number; body: string } | 'network';

/**
 * An XMLHttpRequest (uploads use it for their progress) that records what it was given and, once
 * sent, reports half the body sent and answers with `FakeXhr.reply`. Stub it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  static sent = 0;
  static reply: XhrReply = { status: 200, body: '' };
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    FakeXhr.sent += 1;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const reply = FakeXhr.reply;
    if (reply === 'network') {
      this.onerror?.();
      return;
    }
    this.status = reply.status;
    this.responseText = reply.body;
    this.onload?.();
  }
}

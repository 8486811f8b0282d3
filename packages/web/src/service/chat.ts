import { CHAT_TYPING_SHOW_MS, CHAT_VISITOR_HEADER } from '@tp/contract/chat-constants';
import type { ChatAvailability, ChatConversation, ChatMessage, ChatSocketMessage } from '@tp/contract';
import { chatEndpoints } from '@tp/contract/endpoints';
import { ApiError, createApiClient, REQUEST_TIMEOUT_MS } from '../api/http.ts';
import { postForm } from '../api/upload.ts';
import { openChatLink, type ChatLink } from './live.ts';
import { el } from './render.ts';
import { hoursText, isolated } from './hours.ts';
import { readLocal, SESSION_KEY, VISITOR_KEY, writeLocal } from './storage.ts';
import { fill, type Strings } from './strings.ts';
import { buildChatView, markRead, messageElement, type ChatView } from './view.ts';

const TOO_MANY = 429;
const EMAIL_WRONG = 10002;

/** The support chat of the page: one controller for a customer or a visitor and their conversation. */
export class SupportChat {
  private readonly view: ChatView;
  private readonly api;
  private visitor = readLocal(VISITOR_KEY);
  private readonly token = readLocal(SESSION_KEY);
  private conversation: ChatConversation | null = null;
  private link: ChatLink | null = null;
  private lastSeq = 0;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private typedAt = 0;

  constructor(
    root: HTMLElement,
    private readonly s: Strings,
    private readonly locale: string,
    private readonly language: string,
  ) {
    this.view = buildChatView(root, s);
    this.api = createApiClient({
      baseUrl: '',
      timeoutMs: REQUEST_TIMEOUT_MS,
      sessionHeaders: () => this.identity(),
      onUnauthorized: () => undefined,
      describe: (failure) => failure.serverMessage ?? String(failure.code),
    });
    this.listen();
  }

  private identity(): Record<string, string> {
    if (this.token) return { authorization: `Bearer ${this.token}` };
    return this.visitor ? { [CHAT_VISITOR_HEADER]: this.visitor } : {};
  }

  /** `availability`: the page may have asked for it already. Failed, it leaves the banner empty. */
  async start(availability = this.api.call(chatEndpoints.availability)): Promise<void> {
    availability.then((a) => this.showAvailability(a)).catch(() => undefined);
    if (!this.token && !this.visitor) {
      this.view.prechat.hidden = false;
      return;
    }
    const all = await this.api.call(chatEndpoints.conversations).catch(() => [] as ChatConversation[]);
    this.showHistory(all);
    const current = all.find((c) => c.status === 'open') ?? all[0];
    if (current) await this.open(current);
    else if (this.token) await this.begin({});
    else this.view.prechat.hidden = false;
  }

  private showAvailability(a: ChatAvailability): void {
    const hours = hoursText(a.hours, this.locale, this.s);
    const { banner } = this.view;
    banner.hidden = false;
    banner.classList.toggle('away', !(a.withinHours && a.operatorOnline));
    if (!a.withinHours && a.nextOpenAt !== null) {
      const time = new Date(a.nextOpenAt).toLocaleString(this.locale, {
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      });
      banner.textContent = fill(this.s.outsideHours, { hours, time: isolated(time) });
    } else banner.textContent = a.operatorOnline ? this.s.online : fill(this.s.noOperator, { hours });
  }

  private async begin(visitor: { name?: string; email?: string }): Promise<void> {
    const started = await this.api.call(chatEndpoints.start, { body: { ...visitor, language: this.language as 'en' } });
    if (started.visitorToken) {
      this.visitor = started.visitorToken;
      writeLocal(VISITOR_KEY, started.visitorToken);
    }
    this.view.prechat.hidden = true;
    await this.open(started.conversation);
  }

  private async open(conversation: ChatConversation): Promise<void> {
    this.link?.close();
    this.conversation = conversation;
    this.lastSeq = 0;
    const { log, thread } = this.view;
    log.replaceChildren();
    thread.hidden = false;
    const messages = await this.api.call(chatEndpoints.messages, {
      query: { conversationId: String(conversation.id) },
    });
    for (const message of messages) this.add(message);
    this.showState(conversation);
    const auth = this.token ? { token: this.token } : { visitorToken: this.visitor ?? '' };
    this.link = openChatLink(
      { conversationId: conversation.id, ...auth },
      () => this.lastSeq,
      (m) => this.heard(m),
      (up) => (this.view.status.textContent = up ? '' : this.s.reconnecting),
    );
    this.markSeen();
  }

  private add(message: ChatMessage): void {
    if (message.conversationId !== this.conversation?.id || message.seq <= this.lastSeq) return;
    this.lastSeq = message.seq;
    const { log } = this.view;
    log.append(messageElement(message, this.s, this.locale, (id) => this.image(id)));
    log.scrollTop = log.scrollHeight;
    markRead(log, this.conversation.operatorReadSeq, this.s);
  }

  private async image(attachmentId: string): Promise<string> {
    const response = await fetch(this.api.url(chatEndpoints.attachment.path.replace(':id', attachmentId)), {
      headers: this.identity(),
    });
    return URL.createObjectURL(await response.blob());
  }

  private heard(message: ChatSocketMessage): void {
    if (message.type === 'message') {
      this.add(message.message);
      if (message.message.author === 'operator') {
        this.view.typing.textContent = '';
        this.markSeen();
      }
    } else if (message.type === 'typing' && message.conversationId === this.conversation?.id) {
      this.view.typing.textContent = this.s.typing;
      clearTimeout(this.typingTimer);
      this.typingTimer = setTimeout(() => (this.view.typing.textContent = ''), CHAT_TYPING_SHOW_MS);
    } else if (message.type === 'conversation' && message.conversation.id === this.conversation?.id) {
      this.showState(message.conversation);
    }
  }

  private showState(conversation: ChatConversation): void {
    this.conversation = conversation;
    markRead(this.view.log, conversation.operatorReadSeq, this.s);
    const closed = conversation.status === 'closed';
    this.view.composer.hidden = closed;
    this.view.end.hidden = closed;
    this.view.closedBox.hidden = !closed;
    if (closed) this.showClosed(conversation);
  }

  private showClosed(conversation: ChatConversation): void {
    const box = this.view.closedBox;
    box.replaceChildren(el('p', '', this.s.closed));
    if (conversation.rating === null) {
      const comment = Object.assign(el('textarea', 'rate-comment'), { id: 'rate-comment', maxLength: 500, rows: 2 });
      const label = Object.assign(el('label', '', this.s.rateComment), { htmlFor: comment.id });
      const stars = el('div', 'stars');
      stars.setAttribute('role', 'group');
      stars.setAttribute('aria-label', this.s.rateTitle);
      for (let n = 1; n <= 5; n++) {
        const star = Object.assign(el('button', 'star', '★'), { type: 'button' });
        star.setAttribute('aria-label', fill(this.s.rateStar, { count: n }));
        star.addEventListener('click', () => void this.rate(n, comment.value));
        stars.append(star);
      }
      box.append(el('p', '', this.s.rateTitle), label, comment, stars);
    } else box.append(el('p', 'muted', `${'★'.repeat(conversation.rating)} ${this.s.thanks}`));
    const again = Object.assign(el('button', 'primary', this.s.newConversation), { type: 'button' });
    again.addEventListener('click', () => void this.again());
    box.append(again);
  }

  /** The stars send the rating, with the comment when one was written. */
  private async rate(rating: number, comment: string): Promise<void> {
    if (!this.conversation) return;
    const written = comment.trim();
    const body = { conversationId: this.conversation.id, rating, ...(written ? { comment: written } : {}) };
    this.showState(await this.api.call(chatEndpoints.rate, { body }));
  }

  private async again(): Promise<void> {
    this.link?.close();
    this.view.thread.hidden = true;
    if (this.token) await this.begin({});
    else this.view.prechat.hidden = false;
  }

  private markSeen(): void {
    const conversation = this.conversation;
    if (!conversation || document.visibilityState !== 'visible' || this.lastSeq <= conversation.customerReadSeq) return;
    void this.api
      .call(chatEndpoints.read, { body: { conversationId: conversation.id, seq: this.lastSeq } })
      .catch(() => undefined);
  }

  private showHistory(all: ChatConversation[]): void {
    const earlier = all.filter((c) => c.status === 'closed');
    this.view.history.hidden = earlier.length === 0;
    this.view.historyList.replaceChildren(
      ...earlier.map((c) => {
        const item = el('li');
        const button = Object.assign(
          el(
            'button',
            'link',
            fill(this.s.conversationOf, { date: new Date(c.createdAt).toLocaleString(this.locale) }),
          ),
          { type: 'button' },
        );
        button.addEventListener('click', () => void this.open(c));
        item.append(button);
        return item;
      }),
    );
  }

  private listen(): void {
    const { prechat, composer, input, file, end } = this.view;
    prechat.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.submitPrechat();
    });
    composer.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send();
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        void this.send();
      }
    });
    input.addEventListener('input', () => {
      if (Date.now() - this.typedAt > 1500) this.link?.typing();
      this.typedAt = Date.now();
    });
    file.addEventListener('change', () => void this.attach());
    end.addEventListener('click', () => void this.end());
    document.addEventListener('visibilitychange', () => this.markSeen());
  }

  private async submitPrechat(): Promise<void> {
    const value = (field: string) => (this.view.prechat.elements.namedItem(field) as HTMLInputElement).value.trim();
    const name = value('name');
    const email = value('email');
    const error = this.view.prechatError;
    if (!name) return void (error.textContent = this.s.nameRequired);
    try {
      await this.begin({ name, email });
    } catch (err) {
      error.textContent = err instanceof ApiError && err.code === EMAIL_WRONG ? this.s.emailInvalid : this.s.loadFailed;
    }
  }

  private async send(): Promise<void> {
    const text = this.view.input.value.trim();
    const conversation = this.conversation;
    if (!text || !conversation) return;
    this.view.input.value = '';
    const pending = el('div', 'message own pending');
    const note = el('p', 'meta muted', this.s.sending);
    pending.append(el('div', 'bubble', text), note);
    this.view.log.append(pending);
    const clientId = crypto.randomUUID();
    try {
      const message = await this.api.call(chatEndpoints.send, {
        body: { conversationId: conversation.id, text, clientId },
      });
      pending.remove();
      this.add(message);
    } catch (err) {
      note.textContent = err instanceof ApiError && err.code === TOO_MANY ? this.s.tooFast : this.s.failed;
      this.view.input.value = text;
    }
  }

  private async attach(): Promise<void> {
    const picked = this.view.file.files?.[0];
    this.view.file.value = '';
    if (!picked || !this.conversation) return;
    const form = new FormData();
    form.append('file', picked);
    try {
      this.add(
        await postForm(this.api, chatEndpoints.upload, form, { params: { conversationId: this.conversation.id } }),
      );
      this.view.status.textContent = '';
    } catch {
      this.view.status.textContent = this.s.imageRefused;
    }
  }

  private async end(): Promise<void> {
    if (!this.conversation) return;
    this.showState(await this.api.call(chatEndpoints.close, { body: { conversationId: this.conversation.id } }));
  }
}

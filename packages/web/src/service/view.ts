import type { ChatMessage } from '@tp/contract';
import { el, renderMessageText } from './render.ts';
import type { Strings } from './strings.ts';

/** The parts of the chat the controller fills. */
export interface ChatView {
  banner: HTMLElement;
  prechat: HTMLFormElement;
  prechatError: HTMLElement;
  thread: HTMLElement;
  log: HTMLElement;
  typing: HTMLElement;
  status: HTMLElement;
  composer: HTMLFormElement;
  input: HTMLTextAreaElement;
  file: HTMLInputElement;
  end: HTMLButtonElement;
  closedBox: HTMLElement;
  history: HTMLDetailsElement;
  historyList: HTMLElement;
}

function field(label: string, input: HTMLInputElement): HTMLLabelElement {
  const wrap = el('label', 'field');
  wrap.append(el('span', '', label), input);
  return wrap;
}

function prechatForm(s: Strings): { form: HTMLFormElement; error: HTMLElement } {
  const form = el('form', 'prechat card');
  form.noValidate = true;
  const name = Object.assign(el('input'), { name: 'name', autocomplete: 'name', maxLength: 60, required: true });
  const email = Object.assign(el('input'), {
    name: 'email',
    type: 'email',
    autocomplete: 'email',
    maxLength: 254,
    required: true,
  });
  const error = el('p', 'error');
  error.setAttribute('role', 'alert');
  form.append(
    el('h2', '', s.prechatTitle),
    el('p', 'muted', s.prechatNote),
    field(s.name, name),
    field(s.email, email),
    error,
  );
  form.append(Object.assign(el('button', 'primary', s.start), { type: 'submit' }));
  form.hidden = true;
  return { form, error };
}

function composerForm(s: Strings): { form: HTMLFormElement; input: HTMLTextAreaElement; file: HTMLInputElement } {
  const form = el('form', 'composer');
  const input = Object.assign(el('textarea'), { name: 'text', rows: 2, maxLength: 1000, placeholder: s.placeholder });
  input.setAttribute('aria-label', s.placeholder);
  const file = Object.assign(el('input'), { type: 'file', accept: 'image/png,image/jpeg,image/jp2,.jp2,.j2k' });
  file.className = 'visually-hidden';
  const attach = el('label', 'attach');
  attach.title = s.attach;
  attach.append(file, clipIcon(), el('span', 'visually-hidden', s.attach));
  form.append(attach, input, Object.assign(el('button', 'primary', s.send), { type: 'submit' }));
  return { form, input, file };
}

/** A paper clip, drawn: no icon font or emoji font is needed. */
function clipIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute(
    'd',
    'M16.5 6.5 8.9 14.1a2 2 0 0 0 2.8 2.8l7.6-7.6a4 4 0 0 0-5.7-5.7L5.9 11.3a6 6 0 0 0 8.5 8.5l6.1-6.1',
  );
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  return svg;
}

/** Builds the chat's parts into `root`. */
export function buildChatView(root: HTMLElement, s: Strings): ChatView {
  const banner = el('p', 'banner');
  banner.setAttribute('role', 'status');
  banner.hidden = true;
  const { form: prechat, error: prechatError } = prechatForm(s);
  const thread = el('section', 'thread card');
  thread.hidden = true;
  const log = el('div', 'log');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-live', 'polite');
  const typing = el('p', 'typing muted');
  const status = el('p', 'muted status');
  status.setAttribute('role', 'status');
  const { form: composer, input, file } = composerForm(s);
  const end = Object.assign(el('button', 'link', s.end), { type: 'button' });
  const closedBox = el('div', 'closed');
  closedBox.hidden = true;
  thread.append(log, typing, status, closedBox, composer, end);
  const history = el('details', 'history card');
  const historyList = el('ul', 'history-list');
  history.append(el('summary', '', s.history), historyList);
  history.hidden = true;
  root.append(banner, prechat, thread, history);
  return {
    banner,
    prechat,
    prechatError,
    thread,
    log,
    typing,
    status,
    composer,
    input,
    file,
    end,
    closedBox,
    history,
    historyList,
  };
}

/** One message: its text (as text, links made safe), an image, the time and, on the customer's own, sent or read. */
export function messageElement(
  message: ChatMessage,
  s: Strings,
  language: string,
  image: (attachmentId: string) => Promise<string>,
): HTMLElement {
  const own = message.author === 'customer';
  const item = el('div', `message ${own ? 'own' : 'theirs'}`);
  item.dataset.seq = String(message.seq);
  const who = own ? s.you : (message.operatorName ?? s.support);
  const body = el('div', 'bubble');
  body.setAttribute('dir', 'auto');
  if (message.text) {
    const text = el('p', 'text');
    renderMessageText(text, message.text);
    body.append(text);
  }
  if (message.attachmentId) {
    const img = Object.assign(el('img'), { alt: s.image, loading: 'lazy' });
    void image(message.attachmentId).then((src) => (img.src = src));
    body.append(img);
  }
  const time = new Date(message.createdAt);
  const meta = el('p', 'meta muted');
  const stamp = el('time', '', time.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }));
  stamp.dateTime = time.toISOString();
  meta.append(el('span', '', who), stamp);
  if (own) meta.append(el('span', 'mark', s.sent));
  item.append(body, meta);
  return item;
}

/** Marks the customer's messages up to `readSeq` read. */
export function markRead(log: HTMLElement, readSeq: number, s: Strings): void {
  for (const mark of log.querySelectorAll<HTMLElement>('.message.own .mark')) {
    const seq = Number(mark.closest<HTMLElement>('.message')?.dataset.seq);
    mark.textContent = seq <= readSeq ? s.read : s.sent;
  }
}

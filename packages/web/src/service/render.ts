/** Links in a message: http and https only, up to the first space or angle bracket. */
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Puts a message's text into `target` as text: every piece is a text node, never HTML, and each
 * http(s) link becomes an anchor that opens apart from this page (noopener noreferrer nofollow).
 */
export function renderMessageText(target: HTMLElement, text: string): void {
  target.replaceChildren();
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const href = match[0].slice(0, match[0].length - trailing.length);
    const start = match.index;
    target.append(document.createTextNode(text.slice(from, start)));
    const url = safeUrl(href);
    if (url) {
      const link = document.createElement('a');
      link.href = url;
      link.textContent = href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer nofollow';
      target.append(link);
    } else {
      target.append(document.createTextNode(href));
    }
    from = start + href.length;
  }
  target.append(document.createTextNode(text.slice(from)));
}

function safeUrl(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An element with a class and, optionally, its text. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

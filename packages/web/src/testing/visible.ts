/**
 * Whether the customer can see `element`, as far as a DOM without layout tells: it is in the
 * document, and neither it nor an ancestor is hidden (the `hidden` attribute, `aria-hidden`, or a
 * style of `display: none` or `visibility: hidden`). jest-dom's toBeVisible, which this stands in
 * for, is not installed.
 */
export function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

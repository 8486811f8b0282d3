// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderMessageText } from './render.ts';

describe('a chat message on the page', () => {
  it('shows markup and script as the characters they are, never as elements', () => {
    const target = document.createElement('p');
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    renderMessageText(target, markup);
    expect(target.textContent).toBe(markup);
    expect(target.querySelector('img, script, b')).toBeNull();
  });

  it('makes http and https links clickable apart from the page, and nothing else', () => {
    const target = document.createElement('p');
    renderMessageText(target, 'See https://example.test/a?b=1&c=2, or javascript:alert(1) or http://x.test/<b>.');
    const links = [...target.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.test/a?b=1&c=2', 'http://x.test/']);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer nofollow');
    }
    expect(target.textContent).toBe('See https://example.test/a?b=1&c=2, or javascript:alert(1) or http://x.test/<b>.');
  });
});

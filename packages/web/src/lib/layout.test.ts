import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './layout.ts';
import { isMobileUserAgent } from './device.ts';

describe('layout scaling', () => {
  it('scales desktop widths from the 1920 design and mobile widths from the 750 design', () => {
    expect(rootFontSizePx(1920)).toBe(100);
    expect(rootFontSizePx(1440)).toBe(75);
    expect(rootFontSizePx(1000)).toBeCloseTo(52.083, 3);
    expect(rootFontSizePx(390)).toBe(52);
    expect(rootFontSizePx(375)).toBe(50);
  });

  it('switches design at the 1000 px threshold and never passes 100 px', () => {
    expect(rootFontSizePx(999)).toBe(100);
    expect(rootFontSizePx(760)).toBe(100);
    expect(rootFontSizePx(3840)).toBe(100);
  });
});

describe('device by user agent', () => {
  it('treats Android, iPhone, iPad and iPod as mobile and everything else as desktop', () => {
    const mobile = [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)',
    ];
    const desktop = [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    ];
    expect(mobile.map(isMobileUserAgent)).toEqual([true, true, true, true]);
    expect(desktop.map(isMobileUserAgent)).toEqual([false, false, false]);
  });
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECIMAL_PATTERN, Money } from '@tp/contract';
import { instrumentSeeds, type InstrumentSeed } from './instruments.ts';
import { escapeXml, glyphs, LOGO_DIR, LOGO_MAX_BYTES, logoFileName, monogram, renderLogo } from './generate-logos.ts';

const CODE_PATTERN = /^[A-Z0-9._-]{1,20}$/;
const byType = (type: InstrumentSeed['type']) => instrumentSeeds.filter((s) => s.type === type);
const isPositiveDecimal = (text: string) => DECIMAL_PATTERN.test(text) && Money.of(text).isPositive();

describe('instrument catalogue', () => {
  it('has at least 80 instruments with the expected count of each type', () => {
    expect(instrumentSeeds.length).toBeGreaterThanOrEqual(80);
    expect(byType(1)).toHaveLength(20);
    expect(byType(2)).toHaveLength(24);
    expect(byType(3)).toHaveLength(20);
    expect(byType(4)).toHaveLength(10);
    expect(byType(5)).toHaveLength(10);
  });

  it('has unique upper-case codes matching the wire pattern', () => {
    const codes = instrumentSeeds.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(CODE_PATTERN);
      expect(code).toBe(code.toUpperCase());
    }
  });

  it('includes the named instruments', () => {
    const codes = new Set(instrumentSeeds.map((s) => s.code));
    for (const code of [
      'EURUSD',
      'USDJPY',
      'XAUUSD',
      'XAGUSD',
      'BTCUSDT',
      'ETHUSDT',
      'AAPL',
      'TSLA',
      'ES',
      '6E',
      'SPY',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    for (const crypto of byType(2)) expect(crypto.code).toMatch(/USDT$/);
  });

  it.each(instrumentSeeds.map((s) => [s.code, s] as const))('%s has consistent figures', (_code, seed) => {
    expect(seed.appName.trim().length).toBeGreaterThan(0);
    expect(Number.isInteger(seed.precision) && seed.precision >= 0 && seed.precision <= 8).toBe(true);
    const decimals = seed.precision === 0 ? '' : `\\.\\d{${seed.precision}}`;
    expect(seed.referencePrice).toMatch(new RegExp(`^(0|[1-9]\\d*)${decimals}$`));
    expect(isPositiveDecimal(seed.referencePrice)).toBe(true);

    expect(isPositiveDecimal(seed.contractSize)).toBe(true);
    expect(isPositiveDecimal(seed.annualVolatility)).toBe(true);
    expect(Money.of(seed.annualVolatility).lt('2')).toBe(true);

    expect(DECIMAL_PATTERN.test(seed.feeRate)).toBe(true);
    expect(Money.of(seed.feeRate).isNegative()).toBe(false);
    expect(Money.of(seed.feeRate).lt('0.003')).toBe(true);

    expect(seed.leverages.length).toBeGreaterThan(0);
    for (const [i, leverage] of seed.leverages.entries()) {
      expect(Number.isInteger(leverage) && leverage >= 1).toBe(true);
      if (i > 0) expect(leverage).toBeGreaterThan(seed.leverages[i - 1]!);
    }

    for (const lots of [seed.minLots, seed.lotStep, seed.maxLots]) expect(isPositiveDecimal(lots)).toBe(true);
    expect(Money.of(seed.minLots).lte(seed.maxLots)).toBe(true);
    // minLots and maxLots are whole multiples of the step.
    for (const lots of [seed.minLots, seed.maxLots]) {
      const steps = Money.of(lots).dividedBy(seed.lotStep, 18, 'down');
      expect(steps.eq(steps.round(0, 'down')), `${lots} / ${seed.lotStep}`).toBe(true);
    }

    const calendars = { 1: 'forex', 2: 'always', 3: 'us-equity', 4: 'cme-globex', 5: 'us-equity' } as const;
    expect(seed.calendar).toBe(calendars[seed.type]);
    expect(seed.logo).toBe(`/logos/${seed.code.toLowerCase()}.svg`);
    expect(seed.logoColor).toMatch(/^#[0-9A-Fa-f]{6}$/);
  });

  it('uses the standard contract sizes', () => {
    const size = (code: string) => instrumentSeeds.find((s) => s.code === code)?.contractSize;
    expect(size('EURUSD')).toBe('100000');
    expect(size('XAUUSD')).toBe('100');
    expect(size('XAGUSD')).toBe('5000');
    expect(size('BTCUSDT')).toBe('1');
    expect(size('AAPL')).toBe('1');
    expect(
      Object.fromEntries(['ES', 'NQ', 'YM', 'CL', 'GC', 'SI', 'NG', 'ZB', '6E', 'HG'].map((c) => [c, size(c)])),
    ).toEqual({
      ES: '50',
      NQ: '20',
      YM: '5',
      CL: '1000',
      GC: '100',
      SI: '5000',
      NG: '10000',
      ZB: '1000',
      '6E': '125000',
      HG: '25000',
    });
  });
});

describe('logos', () => {
  it.each(instrumentSeeds.map((s) => [s.code, s] as const))('%s has its generated logo on disk', (_code, seed) => {
    const file = join(LOGO_DIR, logoFileName(seed));
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThan(LOGO_MAX_BYTES);
    expect(readFileSync(file, 'utf8')).toBe(renderLogo(seed));
  });

  it('draws a short monogram, escaped', () => {
    for (const seed of instrumentSeeds) {
      const length = glyphs(monogram(seed)).length;
      expect(length, seed.code).toBeGreaterThanOrEqual(1);
      expect(length, seed.code).toBeLessThanOrEqual(3);
    }
    const find = (code: string) => instrumentSeeds.find((s) => s.code === code)!;
    expect(monogram(find('EURUSD'))).toBe('€$');
    expect(monogram(find('BTCUSDT'))).toBe('BTC');
    expect(monogram(find('AAPL'))).toBe('A');
    expect(monogram(find('ES'))).toBe('ES');
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
    expect(renderLogo(find('ES'))).toContain('aria-label="E-mini S&amp;P 500"');
    const odd = { ...find('ES'), appName: '<"&\'>', code: 'X' };
    expect(renderLogo(odd)).toContain('aria-label="&lt;&quot;&amp;&apos;&gt;"');
  });
});

/**
 * Writes one monogram logo per seeded instrument to packages/web/public/logos/<code>.svg: a 64×64
 * circle in the instrument's colour with a short white monogram.
 *
 *   npx tsx packages/server/src/modules/market/generate-logos.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { instrumentSeeds, type InstrumentSeed } from './instruments.ts';

export const LOGO_DIR = fileURLToPath(new URL('../../../../web/public/logos/', import.meta.url));
export const LOGO_MAX_BYTES = 600;

const CURRENCY_SYMBOLS: Record<string, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  JPY: '¥',
  CHF: 'Fr',
  AUD: 'A',
  CAD: 'C',
  NZD: 'N',
};
const METAL_SYMBOLS: Record<string, string> = { XAU: 'Au', XAG: 'Ag' };

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** The user-perceived characters of a text. */
export function glyphs(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The 1–3 characters drawn on the logo. */
export function monogram(seed: Pick<InstrumentSeed, 'code' | 'type'>): string {
  const { code } = seed;
  switch (seed.type) {
    case 1: {
      // Metals by chemical symbol; currency pairs by their two currency symbols, e.g. '€$'.
      const base = code.slice(0, 3);
      const metal = METAL_SYMBOLS[base];
      if (metal) return metal;
      const text = (CURRENCY_SYMBOLS[base] ?? base.charAt(0)) + (CURRENCY_SYMBOLS[code.slice(3, 6)] ?? '');
      return glyphs(text).slice(0, 3).join('');
    }
    case 2: {
      // The coin's ticker when short ('BTC'), else its first letter ('DOGE' → 'D').
      const coin = code.replace(/USDT$/, '');
      return coin.length <= 3 ? coin : coin.charAt(0);
    }
    case 3:
      return code.charAt(0);
    case 4:
    case 5:
      return code.slice(0, 3);
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const FONT_SIZES = [30, 30, 24, 19];

export function renderLogo(seed: InstrumentSeed): string {
  const text = monogram(seed);
  const size = FONT_SIZES[Math.min(glyphs(text).length, 3)] ?? 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"` +
    ` aria-label="${escapeXml(seed.appName)}">` +
    `<circle cx="32" cy="32" r="32" fill="${escapeXml(seed.logoColor)}"/>` +
    `<text x="32" y="32" dy=".35em" fill="#fff" font-family="system-ui,sans-serif" font-weight="bold"` +
    ` font-size="${size}" text-anchor="middle">${escapeXml(text)}</text></svg>\n`
  );
}

export function logoFileName(seed: Pick<InstrumentSeed, 'code'>): string {
  return `${seed.code.toLowerCase()}.svg`;
}

export function writeLogos(dir: string = LOGO_DIR): number {
  mkdirSync(dir, { recursive: true });
  for (const seed of instrumentSeeds) {
    const svg = renderLogo(seed);
    if (Buffer.byteLength(svg) >= LOGO_MAX_BYTES) throw new Error(`logo of ${seed.code} is too large`);
    writeFileSync(join(dir, logoFileName(seed)), svg);
  }
  return instrumentSeeds.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = writeLogos();
  console.log(`wrote ${count} logos to ${LOGO_DIR}`);
}

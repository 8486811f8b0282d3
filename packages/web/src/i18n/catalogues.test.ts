import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en);

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  const file = path.join(import.meta.dirname, 'locales', `${language}.json`);
  const catalogue = leaves(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);

  it('has every key of the English catalogue, none empty, and no key English lacks', () => {
    const missing = [...english.keys()].filter((key) => !catalogue.get(key)?.trim());
    const extra = [...catalogue.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('keeps every placeholder of each English sentence', () => {
    const broken = [...english].filter(([key, text]) => {
      const translated = catalogue.get(key) ?? '';
      return placeholders(translated).join() !== placeholders(text).join();
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('is written in its own language, not copied from English', () => {
    const sameAsEnglish = [...english].filter(([key, text]) => text.length > 24 && catalogue.get(key) === text);
    expect(sameAsEnglish.map(([key]) => key)).toEqual([]);
  });
});

describe('the Spanish catalogue', () => {
  it('is Spanish, not Portuguese', () => {
    const es = fs.readFileSync(path.join(import.meta.dirname, 'locales', 'es.json'), 'utf8');
    expect(es).not.toMatch(/\b(você|não|obrigad[oa]|senha|conta demo|saldo insuficiente para)\b/i);
    expect(es).toMatch(/contraseña/i);
  });
});

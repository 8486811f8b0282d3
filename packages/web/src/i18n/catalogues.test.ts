import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalReasons } from '@tp/contract/codes';
import { CLOSE_REASONS, NOTIFICATION_KINDS, OPTION_STATUSES } from '@tp/contract/constants';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = path.join(import.meta.dirname, 'locales');

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

/** The namespaces of a language: one catalogue file each, `locales/<language>/<namespace>.json`. */
const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

const catalogue = (language: string, namespace: string) =>
  leaves(JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = namespacesOf('en');

describe('the catalogues', () => {
  it('are one folder per language and nothing else', () => {
    const entries = fs.readdirSync(localesDir).sort();
    expect(entries).toEqual([...LANGUAGES].sort());
  });

  it('include the shared start-up namespace', () => {
    expect(namespaces).toContain('common');
  });

  it('declare the type of every English namespace, so t() is checked against it', () => {
    const declarations = fs.readFileSync(path.join(import.meta.dirname, 'i18next.d.ts'), 'utf8');
    const undeclared = namespaces.filter(
      (namespace) =>
        !declarations.includes(`from './locales/en/${namespace}.json'`) ||
        !new RegExp(`\\b${namespace}: typeof ${namespace};`).test(declarations),
    );
    expect(undeclared).toEqual([]);
  });

  it.each(namespaces)('has no empty English string in %s', (namespace) => {
    const empty = [...catalogue('en', namespace)].filter(([, text]) => !text.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  it('has the namespaces of English, and no other', () => {
    expect(namespacesOf(language)).toEqual(namespaces);
  });

  it('has the same language module as English', () => {
    const module = (of: string) => fs.readFileSync(path.join(localesDir, of, 'index.ts'), 'utf8');
    expect(module(language)).toBe(module('en'));
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = catalogue('en', namespace);
    const translated = catalogue(language, namespace);

    it('has every key of the English catalogue, none empty, and no key English lacks', () => {
      const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });

    it('keeps every placeholder of each English sentence', () => {
      const broken = [...english].filter(([key, text]) => {
        const sentence = translated.get(key) ?? '';
        return placeholders(sentence).join() !== placeholders(text).join();
      });
      expect(broken.map(([key]) => key)).toEqual([]);
    });

    it('is written in its own language, not copied from English', () => {
      const sameAsEnglish = [...english].filter(([key, text]) => text.length > 24 && translated.get(key) === text);
      expect(sameAsEnglish.map(([key]) => key)).toEqual([]);
    });
  });
});

describe('the Spanish catalogue', () => {
  it('is Spanish, not Portuguese', () => {
    const es = namespaces
      .map((namespace) => fs.readFileSync(path.join(localesDir, 'es', `${namespace}.json`), 'utf8'))
      .join('\n');
    expect(es).not.toMatch(/\b(você|não|obrigad[oa]|senha|conta demo|saldo insuficiente para)\b/i);
    expect(es).toMatch(/contraseña/i);
  });
});

describe.each(LANGUAGES)('the %s notifications', (language) => {
  const sentences = catalogue(language, 'wallet');
  const missing = (keys: readonly string[]) => keys.filter((key) => !sentences.get(`notifications.${key}`)?.trim());

  it('have a sentence for every kind the server sends', () => {
    expect(missing(NOTIFICATION_KINDS)).toEqual([]);
  });

  it('say why a position closed by itself, and how an option ended', () => {
    const automatic = CLOSE_REASONS.filter((reason) => reason !== 'customer');
    const settled = OPTION_STATUSES.filter((status) => status !== 'open');
    expect(
      missing([
        ...automatic.map((reason) => `position_closed_${reason}`),
        ...settled.map((status) => `option_settled_${status}`),
      ]),
    ).toEqual([]);
  });
});

describe.each(LANGUAGES)('the %s messages', (language) => {
  it("word every reason the server gives under a shared code, so that no refusal reads as 'the parameters are incorrect'", () => {
    const sentences = catalogue(language, 'messages');
    const missing = Object.keys(refusalReasons).filter((reason) => !sentences.get(`reasons.${reason}`)?.trim());
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@tp/contract';
import { seedItems, seedTexts } from './seed-data.ts';
import { sanitizeContentHtml } from './service.ts';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).sort();
const translations = LANGUAGES.filter((language) => language !== 'en');

/** What each language's text must contain, so that no item is another language's copy. */
const script: Record<Exclude<Language, 'en'>, RegExp> = {
  ar: /[\u0621-\u064A]{3}/,
  de: /\b(und|der|die|das|Sie)\b/,
  es: /\b(el|la|los|las|de|que|y|usted)\b/,
  fr: /\b(le|la|les|des|vous|et)\b/,
  hk: /[\u4E00-\u9FFF]{3}/,
  it: /\b(il|la|le|di|che|per)\b/,
  ja: /[\u3040-\u30FF]/,
  ko: /[\uAC00-\uD7A3]{2}/,
  zh: /[\u4E00-\u9FFF]{3}/,
};
/** Characters of one Chinese script that the other does not write. */
const simplifiedOnly = /[们这说关务险账户资认证费单价国钱从时发将应选请读给]/;
const traditionalOnly = /[們這說關務險賬戶資認證費單價國錢從時發將應選請讀給]/;
/** Words Spanish does not have and Portuguese does: the Spanish must not slip into Portuguese. */
const portuguese = /ção|ções|ões\b|\b(não|você|vocês|são|muito|também|está a|pelo|pela|uma vez que)\b/i;
const englishWords = /\b(the|and|your|you|with|which|this|that|for)\b/i;

describe('the seeded content', () => {
  it('has every item in all ten languages, nothing more', () => {
    expect(Object.keys(seedTexts).sort()).toEqual([...LANGUAGES].sort());
    const slugs = seedItems.map((item) => item.slug).sort();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const language of LANGUAGES) {
      expect(Object.keys(seedTexts[language]).sort(), language).toEqual(slugs);
      for (const item of seedItems) {
        const text = seedTexts[language][item.slug]!;
        expect(text.title.trim().length, `${language} ${item.slug}`).toBeGreaterThan(0);
        expect(text.body.trim().length, `${language} ${item.slug}`).toBeGreaterThan(20);
      }
    }
  });

  it('writes each language in that language, not a copy of the English', () => {
    for (const language of translations) {
      for (const item of seedItems) {
        const text = seedTexts[language][item.slug]!;
        const english = seedTexts.en[item.slug]!;
        const where = `${language} ${item.slug}`;
        expect(text.title, where).not.toBe(english.title);
        expect(text.body, where).toMatch(script[language]);
        expect(`${text.title} ${text.body.replace(/<[^>]*>/g, ' ')}`, where).not.toMatch(englishWords);
      }
    }
  });

  it('keeps Spanish Spanish and each Chinese in its own script', () => {
    for (const item of seedItems) {
      const { es, hk, zh } = seedTexts;
      expect(`${es[item.slug]!.title} ${es[item.slug]!.body}`, item.slug).not.toMatch(portuguese);
      expect(`${hk[item.slug]!.title} ${hk[item.slug]!.body}`, `hk ${item.slug}`).not.toMatch(simplifiedOnly);
      expect(`${zh[item.slug]!.title} ${zh[item.slug]!.body}`, `zh ${item.slug}`).not.toMatch(traditionalOnly);
    }
  });

  it('links to the same pages in every language, in markup the server keeps as written', () => {
    for (const language of LANGUAGES) {
      for (const item of seedItems) {
        const { body } = seedTexts[language][item.slug]!;
        const where = `${language} ${item.slug}`;
        expect(hrefs(body), where).toEqual(hrefs(seedTexts.en[item.slug]!.body));
        expect(sanitizeContentHtml(body), where).toBe(body);
      }
    }
  });
});

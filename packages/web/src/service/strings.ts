import type en from '../i18n/locales/en/support.json';

/** The support page's sentences in one language: a small chunk of its own per language. */
export type Strings = typeof en;
export type StringKey = keyof Strings;

const catalogues = import.meta.glob<{ default: Strings }>('../i18n/locales/*/support.json');

export async function loadStrings(language: string): Promise<Strings> {
  const load = catalogues[`../i18n/locales/${language}/support.json`] ?? catalogues['../i18n/locales/en/support.json'];
  if (!load) throw new Error('support: no catalogue');
  return (await load()).default;
}

/** Fills `{{name}}` placeholders. The result is text: callers put it in with textContent. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

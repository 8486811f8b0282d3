import type { Language } from '@tp/contract/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as local `YYYY-MM-DD HH:mm:ss`: unambiguous and sortable by eye. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A long hash or address as its head and tail; the full text goes in a title or the detail panel. */
export function shorten(text: string, head = 8, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** Before/after values of the audit log as one line of JSON. */
export function compactJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return '(not JSON)';
  }
}

/** Money arrives as a decimal string and is shown as it came: no Number on the way. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-');
}

export const statusLabels: Record<string, string> = {
  submitted: 'Submitted',
  awaiting_review: 'Awaiting review',
  approved: 'Approved',
  completed: 'Completed',
  rejected: 'Rejected',
  active: 'Active',
  disabled: 'Disabled',
};

export const contentTypes: Record<number, string> = {
  1: 'Company',
  2: 'Policy',
  3: 'Statements',
  4: 'Pages',
  5: 'FAQ',
  6: 'Notices',
};

/** The interface languages content is written in, as operators read them. */
export const languageLabels: Record<Language, string> = {
  en: 'English',
  ja: 'Japanese',
  ko: 'Korean',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  ar: 'Arabic',
  hk: 'Traditional Chinese',
  zh: 'Simplified Chinese',
};

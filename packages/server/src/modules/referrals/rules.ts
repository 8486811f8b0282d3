import { Money } from '@tp/contract';

/** The share of fees paid to referrers until an operator sets one: 20 %. */
export const DEFAULT_SHARE = '0.2';
/** Decimals of a commission: the account's scale, rounded down so the platform never pays more than the share. */
export const COMMISSION_SCALE = 6;

/** What a referrer earns from one fee: share × fee rounded down to the account's 6 decimals. */
export function commissionOf(fee: string, share: string): Money {
  return Money.of(fee).times(share).round(COMMISSION_SCALE, 'down');
}

/** A friend's username as the referrer sees it: the first two and last two characters (`ab***yz`). */
export function maskUsername(username: string): string {
  // Usernames are ASCII letters, digits and underscores (USERNAME_PATTERN): code points suffice.
  const chars = Array.from(username);
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for telling one person's two addresses apart from two
 * people's: lower case, without a "+tag", and for Gmail without dots (Gmail ignores both).
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** What the programme knows of a person to tell whether two accounts are one person's. */
export interface PersonKey {
  email: string | null;
  /**
   * The verified identity (a document's number from KYC) once verification stores one; null
   * until then. The hook for the same person with two addresses: compared here when present.
   */
  verifiedIdentity: string | null;
}

/** Whether a referrer and an invitee are the same person: the same mailbox, or the same verified identity. */
export function samePerson(a: PersonKey, b: PersonKey): boolean {
  if (a.email !== null && b.email !== null && mailboxOf(a.email) === mailboxOf(b.email)) return true;
  return a.verifiedIdentity !== null && a.verifiedIdentity === b.verifiedIdentity;
}

/** A share as a percentage for people: "0.2" is "20". */
export function sharePercent(share: string): string {
  return Money.of(share).times('100').toString();
}

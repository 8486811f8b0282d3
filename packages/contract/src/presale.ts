import { z } from 'zod';
import { LANGUAGES, PRESALE_STATUSES, PRESALE_COMMITMENT_STATUSES, type Language } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';
import { text } from './text-schema.ts';

/**
 * The presale (launchpad): rounds of tokens the platform lists, offered at a fixed USDT price.
 * Customers commit USDT on the real account (held, not spent); at the round's distribution time
 * each gets tokens, pro rata when oversubscribed, and the rest of the hold is released.
 */
const id = z.number().int().positive();
const idText = z.string().regex(/^[1-9]\d{0,15}$/);
const millis = z.number().int();

/** A token's symbol: its ledger currency. Never one of the coins the platform already books. */
export const PRESALE_SYMBOL_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;
/** Most decimals a token may have. */
export const PRESALE_TOKEN_SCALE_MAX = 8;

export const presaleRound = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  logo: z.string(),
  /** In the language asked for, in English where the operator did not write it. */
  description: z.string(),
  language: z.enum(LANGUAGES),
  /** USDT per token. */
  price: moneyString,
  /** Tokens on offer. */
  tokens: moneyString,
  /** Decimals of the token: allocations are rounded down to them. */
  tokenScale: z.number().int(),
  /** tokens × price: the USDT the offer is worth. */
  offerValue: moneyString,
  /** The most one customer may commit (USDT). */
  cap: moneyString,
  minCommitment: moneyString,
  startTime: millis,
  endTime: millis,
  /** When the tokens are allocated and credited (at or after the end). */
  distributionTime: millis,
  status: z.enum(PRESALE_STATUSES),
  /** What is committed now (open commitments), or at settlement once settled. */
  totalCommitted: moneyString,
  subscribers: z.number().int(),
  /** Settled only: the tokens credited, those left unsold, and the rounding remainder (dust). */
  tokensAllocated: moneyString.nullable(),
  tokensUnsold: moneyString.nullable(),
  dust: moneyString.nullable(),
  settledAt: millis.nullable(),
});
export type PresaleRound = z.infer<typeof presaleRound>;
export const presaleRoundPage = pageOf(presaleRound);
export type PresaleRoundPage = z.infer<typeof presaleRoundPage>;

export const listPresaleQuery = z.strictObject({ ...pageQuery, lang: z.enum(LANGUAGES).optional() });
export type ListPresaleQuery = z.infer<typeof listPresaleQuery>;
export const getPresaleQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export type GetPresaleQuery = z.infer<typeof getPresaleQuery>;
export const presaleIdParam = z.strictObject({ id: idText });

/** Sets the customer's commitment to `amount` (USDT); "0" withdraws it. */
export const commitPresaleBody = z.strictObject({
  roundId: id,
  amount: amountField(AMOUNT_RULES.presale),
});
export type CommitPresaleBody = z.infer<typeof commitPresaleBody>;

export const presaleCommitment = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  roundStatus: z.enum(PRESALE_STATUSES),
  price: moneyString,
  /** What is (or was, at settlement) committed; 0 once withdrawn. */
  amount: moneyString,
  status: z.enum(PRESALE_COMMITMENT_STATUSES),
  /** Settled only: tokens credited, USDT paid, USDT released. */
  tokens: moneyString.nullable(),
  cost: moneyString.nullable(),
  refund: moneyString.nullable(),
  createdAt: millis,
  updatedAt: millis,
  settledAt: millis.nullable(),
});
export type PresaleCommitment = z.infer<typeof presaleCommitment>;
export const presaleCommitmentPage = pageOf(presaleCommitment);
export type PresaleCommitmentPage = z.infer<typeof presaleCommitmentPage>;
export const listPresaleCommitmentsQuery = z.strictObject({ ...pageQuery });
export type ListPresaleCommitmentsQuery = z.infer<typeof listPresaleCommitmentsQuery>;

/** A token the customer holds on the real account: a ledger balance in the token's currency. */
export const tokenBalance = z.object({
  currency: z.string(),
  name: z.string(),
  logo: z.string(),
  balance: moneyString,
});
export type TokenBalance = z.infer<typeof tokenBalance>;

// ---------------------------------------------------------------------------------------------
// The back office

const termText = amountField(AMOUNT_RULES.presaleTerm);
const descriptionText = text(2000, { multiline: true }).trim().min(1);

export const createPresaleBody = z.strictObject({
  symbol: z.string().regex(PRESALE_SYMBOL_PATTERN),
  name: text(60).trim().min(1),
  logo: text(500).trim().optional(),
  price: termText,
  tokens: amountField(AMOUNT_RULES.presaleTokens),
  tokenScale: z.number().int().min(0).max(PRESALE_TOKEN_SCALE_MAX),
  cap: termText,
  minCommitment: termText,
  startTime: millis.positive(),
  endTime: millis.positive(),
  distributionTime: millis.positive(),
  /** The description in each language: English is required, the others fall back to it. */
  descriptionEn: descriptionText,
  descriptionJa: descriptionText.optional(),
  descriptionKo: descriptionText.optional(),
  descriptionDe: descriptionText.optional(),
  descriptionFr: descriptionText.optional(),
  descriptionIt: descriptionText.optional(),
  descriptionEs: descriptionText.optional(),
  descriptionAr: descriptionText.optional(),
  descriptionHk: descriptionText.optional(),
  descriptionZh: descriptionText.optional(),
});
export type CreatePresaleBody = z.infer<typeof createPresaleBody>;

/** The body's field of each language's description (top-level fields: every text field is walked by the suites). */
export const PRESALE_DESCRIPTION_FIELDS = {
  en: 'descriptionEn',
  ja: 'descriptionJa',
  ko: 'descriptionKo',
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
  es: 'descriptionEs',
  ar: 'descriptionAr',
  hk: 'descriptionHk',
  zh: 'descriptionZh',
} as const satisfies Record<Language, keyof CreatePresaleBody>;

/** The descriptions a body writes, by language. */
export function presaleDescriptionsOf(body: CreatePresaleBody): Partial<Record<Language, string>> {
  const texts: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const value = body[PRESALE_DESCRIPTION_FIELDS[language]];
    if (value !== undefined) texts[language] = value;
  }
  return texts;
}

export const cancelPresaleBody = z.strictObject({ reason: text(500, { multiline: true }).trim().min(3) });
export type CancelPresaleBody = z.infer<typeof cancelPresaleBody>;

export const presaleAdminRound = presaleRound.extend({
  descriptions: z.partialRecord(z.enum(LANGUAGES), z.string()),
  cancelReason: z.string().nullable(),
  createdAt: millis,
});
export type PresaleAdminRound = z.infer<typeof presaleAdminRound>;
export const presaleAdminPage = pageOf(presaleAdminRound);
export type PresaleAdminPage = z.infer<typeof presaleAdminPage>;
export const presaleAdminQuery = z.strictObject({ ...pageQuery });
export type PresaleAdminQuery = z.infer<typeof presaleAdminQuery>;

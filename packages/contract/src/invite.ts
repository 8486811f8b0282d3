import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { moneyString } from './money-schema.ts';

/**
 * The invite-friends programme: a customer's code and link, the friends who signed up with it,
 * and the commissions paid to the referrer's real account, a share of the trading fees their
 * friends pay on the real account. Shares are decimal strings of a fraction ("0.2" is 20 %).
 */
const millis = z.number().int();

/** The largest share an operator may set: below 1, so a commission never exceeds the fee it comes from. */
export const REFERRAL_SHARE_MAX = '0.9';
/** Decimals a share may have. */
export const REFERRAL_SHARE_SCALE = 4;

/** GET getInviteInfo: the rules in this language, English when none is asked for. */
export const inviteInfoQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export type InviteInfoQuery = z.infer<typeof inviteInfoQuery>;

export const inviteInfo = z.object({
  inviteCode: z.string(),
  /** The register page with the code filled in: `/pass/register?invite=CODE`. */
  linkPath: z.string(),
  /** The share of an invitee's real-account trading fees paid to the referrer, now. */
  share: moneyString,
  invited: z.number().int(),
  /** Invitees who have opened at least one position on the real account. */
  traded: z.number().int(),
  totalEarned: moneyString,
  /** The programme's rules, paragraphs in the language asked for. */
  rules: z.array(z.string()),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

export const invitee = z.object({
  /** The first two and last two characters: `ab***yz`. */
  username: z.string(),
  joinedAt: millis,
  traded: z.boolean(),
});
export type Invitee = z.infer<typeof invitee>;
export const inviteePage = pageOf(invitee);
export type InviteePage = z.infer<typeof inviteePage>;

export const commissionRecord = z.object({
  id: z.number().int(),
  /** When the fee was charged. */
  time: millis,
  friend: z.string(),
  /** The trading fee the commission comes from, the share that applied when it was charged, and the commission. */
  fee: moneyString,
  share: moneyString,
  amount: moneyString,
});
export type CommissionRecord = z.infer<typeof commissionRecord>;
export const commissionPage = pageOf(commissionRecord);
export type CommissionPage = z.infer<typeof commissionPage>;

export const invitePageQuery = z.strictObject(pageQuery);
export type InvitePageQuery = z.infer<typeof invitePageQuery>;

/** Back office: the programme's totals. */
export const referralProgramme = z.object({
  share: moneyString,
  /** When the share now in force took effect; null while the default applies. */
  shareSince: millis.nullable(),
  referrers: z.number().int(),
  invitees: z.number().int(),
  commissions: z.number().int(),
  totalPaid: moneyString,
  /** Real-account trading fees the paid commissions come from. */
  totalFees: moneyString,
});
export type ReferralProgramme = z.infer<typeof referralProgramme>;

/** Back office: one customer's referrals, unmasked for the operator. */
export const customerReferrals = z.object({
  userId: z.number().int(),
  inviteCode: z.string(),
  invitedBy: z.number().int().nullable(),
  totalEarned: moneyString,
  invitees: z.array(
    z.object({
      userId: z.number().int(),
      username: z.string(),
      joinedAt: millis,
      traded: z.boolean(),
      earned: moneyString,
    }),
  ),
});
export type CustomerReferrals = z.infer<typeof customerReferrals>;

/** POST referralShare: the share for fees charged from now on. */
export const referralShareBody = z.strictObject({
  share: z.string().regex(/^(0(\.\d{1,4})?)$/, 'a fraction from 0 to 0.9, at most 4 decimals'),
});
export type ReferralShareBody = z.infer<typeof referralShareBody>;

import { z } from 'zod';
import { LANGUAGES, OPERATOR_ROLES, WALLET_STATUSES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { moneyString } from './money-schema.ts';
import { text } from './text-schema.ts';
import { rechargeRecord, transactionRecord, withdrawalRecord } from './wallet.ts';

export const operatorName = z.string().regex(/^[a-z][a-z0-9_.-]{2,31}$/);
export const operatorRole = z.enum(OPERATOR_ROLES);
export const operator = z.object({ id: z.number().int(), name: z.string(), role: operatorRole });
export type Operator = z.infer<typeof operator>;
/** An operator as the administrators' list shows it: disabled ones too. */
export const operatorListItem = operator.extend({
  status: z.enum(['active', 'disabled']),
  createdAt: z.number().int(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

export const operatorLoginBody = z.strictObject({
  name: text(32).min(1),
  password: text(128).min(1),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;
export const operatorSession = z.object({ token: z.string(), operator });
export type OperatorSession = z.infer<typeof operatorSession>;
export const operatorPasswordBody = z.strictObject({
  oldPassword: text(128).min(1),
  newPassword: text(128).min(12),
});
export type OperatorPasswordBody = z.infer<typeof operatorPasswordBody>;
export const createOperatorBody = z.strictObject({ name: operatorName, role: operatorRole });
export type CreateOperatorBody = z.infer<typeof createOperatorBody>;
/** The new operator's password is shown once, to whoever created it. */
export const createdOperator = z.object({ operator, password: z.string() });
export type CreatedOperator = z.infer<typeof createdOperator>;

export const reviewQueueQuery = z.strictObject({ ...pageQuery, status: z.enum(WALLET_STATUSES).optional() });
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;
const reviewFields = {
  userId: z.number().int(),
  username: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
};
export const reviewDeposit = rechargeRecord.extend({ ...reviewFields, proofFileId: z.uuid() });
export const reviewWithdrawal = withdrawalRecord.extend({
  ...reviewFields,
  /** Who recorded the payout, and when; the approval keeps its own reviewer and time. */
  completedBy: z.string().nullable(),
  completedAt: z.number().int().nullable(),
});
export type ReviewDeposit = z.infer<typeof reviewDeposit>;
export type ReviewWithdrawal = z.infer<typeof reviewWithdrawal>;
export const reviewDepositPage = pageOf(reviewDeposit);
export const reviewWithdrawalPage = pageOf(reviewWithdrawal);
export type ReviewDepositPage = z.infer<typeof reviewDepositPage>;
export type ReviewWithdrawalPage = z.infer<typeof reviewWithdrawalPage>;
export const recordIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,15}$/) });
export const rejectBody = z.strictObject({ reason: text(500, { multiline: true }).trim().min(3) });
export const completeWithdrawalBody = z.strictObject({ payoutTxHash: text(100).trim().min(1) });
export type RejectBody = z.infer<typeof rejectBody>;
export type CompleteWithdrawalBody = z.infer<typeof completeWithdrawalBody>;

export const customerSearchQuery = z.strictObject({ ...pageQuery, query: text(254).trim().optional() });
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;
export const customerSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  kycStatus: z.string(),
  status: z.string(),
  createdAt: z.number().int(),
});
export const customerPage = pageOf(customerSummary);
export type CustomerPage = z.infer<typeof customerPage>;
export const customerAccount = z.object({
  mode: z.enum(['demo', 'real']),
  currency: z.string(),
  balance: moneyString,
  held: moneyString,
  available: moneyString,
});
export const customerDetail = z.object({ customer: customerSummary, accounts: z.array(customerAccount) });
export const customerJournalQuery = z.strictObject({ ...pageQuery, mode: z.enum(['demo', 'real']) });
export const customerJournalPage = pageOf(transactionRecord);
export type CustomerDetail = z.infer<typeof customerDetail>;
export type CustomerJournalQuery = z.infer<typeof customerJournalQuery>;
export type CustomerJournalPage = z.infer<typeof customerJournalPage>;

export const paramRecord = z.object({
  key: z.string(),
  value: z.string(),
  isPublic: z.boolean(),
  updatedAt: z.number().int(),
});
export const paramKeyParams = z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });
export const paramBody = z.strictObject({ value: text(500).trim().min(1) });
export type ParamRecord = z.infer<typeof paramRecord>;
export type ParamBody = z.infer<typeof paramBody>;

export const contentQuery = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  type: z
    .string()
    .regex(/^[1-6]$/)
    .optional(),
});
/** One item's text in one language; the item's languages share its slug, type and order. */
export const contentRecord = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGES),
  type: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export const contentBody = z.strictObject({
  title: text(200).trim().min(1),
  body: text(100_000, { multiline: true }),
});
/** An item (named by the id of any of its texts) and the language to write it in. */
export const contentLanguageParams = z.strictObject({ id: recordIdParams.shape.id, language: z.enum(LANGUAGES) });
export type ContentQuery = z.infer<typeof contentQuery>;
export type ContentRecord = z.infer<typeof contentRecord>;
export type ContentBody = z.infer<typeof contentBody>;

export const auditQuery = z.strictObject({
  ...pageQuery,
  operatorId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
export const auditRecord = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.number().int(),
});
export const auditPage = pageOf(auditRecord);
export type AuditQuery = z.infer<typeof auditQuery>;
export type AuditPage = z.infer<typeof auditPage>;

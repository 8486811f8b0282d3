/**
 * The back office's view of the contract: types only. The schemas themselves stay on the server;
 * importing them here would pull the schema library into the browser.
 */
import type { z } from 'zod';
import type {
  auditPage,
  auditRecord,
  contentRecord,
  createdOperator,
  customerAccount,
  customerDetail,
  customerJournalPage,
  customerPage,
  customerSummary,
  Operator,
  operatorListItem,
  operatorSession,
  paramRecord,
  reviewDepositPage,
  ReviewDeposit,
  reviewWithdrawalPage,
  ReviewWithdrawal,
  TransactionRecord,
} from '@tp/contract';

export type { Operator, ReviewDeposit, ReviewWithdrawal, TransactionRecord };
export type { OperatorRole, WalletStatus } from '@tp/contract/constants';

export type OperatorSession = z.infer<typeof operatorSession>;
export type CreatedOperator = z.infer<typeof createdOperator>;
export type OperatorRow = z.infer<typeof operatorListItem>;
export type ReviewDepositPage = z.infer<typeof reviewDepositPage>;
export type ReviewWithdrawalPage = z.infer<typeof reviewWithdrawalPage>;
export type CustomerSummary = z.infer<typeof customerSummary>;
export type CustomerPage = z.infer<typeof customerPage>;
export type CustomerAccount = z.infer<typeof customerAccount>;
export type CustomerDetail = z.infer<typeof customerDetail>;
export type CustomerJournalPage = z.infer<typeof customerJournalPage>;
export type ParamRecord = z.infer<typeof paramRecord>;
export type ContentRecord = z.infer<typeof contentRecord>;
export type AuditRecord = z.infer<typeof auditRecord>;
export type AuditPage = z.infer<typeof auditPage>;

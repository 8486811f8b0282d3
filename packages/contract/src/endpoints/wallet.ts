import { fileEndpoint, getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type {
  AccountFigures,
  DepositInfo,
  ExportTransactionsQuery,
  RechargeBody,
  RechargePage,
  RechargeRecord,
  TransactionPage,
  TransactionsQuery,
  UploadResult,
  WalletPageQuery,
  WithdrawalBody,
  WithdrawalPage,
  WithdrawalQuote,
  WithdrawalQuoteQuery,
  WithdrawalRecord,
} from '../wallet.ts';
import { USER_API } from './prefixes.ts';

/** The wallet of the account the `virtually` header names: deposits, withdrawals, figures and movements. */
export const walletEndpoints = {
  /** One proof image in the form field `file`; readable only by its owner and operators. */
  upload: uploadEndpoint<UploadResult, 'file'>(`${USER_API}/upload`),
  /** The owner's proof image, by the `fileId` the upload answered. */
  file: fileEndpoint<`image/${string}`>(`${USER_API}/file/:id`),
  getDepositInfo: getEndpoint<DepositInfo>(`${USER_API}/getDepositInfo`),
  /** Answers `msg` "20002"; takes Idempotency-Key. */
  recharge: postEndpoint<RechargeRecord, RechargeBody>(`${USER_API}/recharge`),
  /** The fee and what arrives, holding nothing. */
  withdrawalQuote: getEndpoint<WithdrawalQuote, WithdrawalQuoteQuery>(`${USER_API}/withdrawalQuote`),
  /** Answers `msg` "20003"; takes Idempotency-Key. */
  withdrawal: postEndpoint<WithdrawalRecord, WithdrawalBody>(`${USER_API}/withdrawal`),
  listRecharge: getEndpoint<RechargePage, WalletPageQuery>(`${USER_API}/listRecharge`),
  /** The specification's spelling; `listWithdrawal` is the server's correctly spelled alias of it. */
  listWithdrwal: getEndpoint<WithdrawalPage, WalletPageQuery>(`${USER_API}/listWithdrwal`),
  listWithdrawal: getEndpoint<WithdrawalPage, WalletPageQuery>(`${USER_API}/listWithdrawal`),
  getAccount: getEndpoint<AccountFigures>(`${USER_API}/getAccount`),
  listTransactions: getEndpoint<TransactionPage, TransactionsQuery>(`${USER_API}/listTransactions`),
  /** Every movement of the account as CSV, newest first. */
  exportTransactions: fileEndpoint<'text/csv', ExportTransactionsQuery>(`${USER_API}/exportTransactions`),
};

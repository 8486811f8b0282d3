import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  Loan,
  LoanBody,
  LoanPage,
  LoanPageQuery,
  LoanProduct,
  LoanProductBody,
  LoanQueueQuery,
  LoanRecord,
  LoanRecordPage,
  RejectLoanBody,
  RepayLoanBody,
} from '../loans.ts';
import { BACKOFFICE_API } from './backoffice.ts';
import { INDEX_API, USER_API } from './prefixes.ts';

/** Investment loans: the products are public; loans are the customer's own (real account only). */
export const loanEndpoints = {
  listLoanProducts: getEndpoint<LoanProduct[]>(`${INDEX_API}/listLoanProducts`),
  /** Answers `msg` "20001" (submitted for review); takes Idempotency-Key. */
  loan: postEndpoint<Loan, LoanBody>(`${USER_API}/loan`),
  listLoanRecord: getEndpoint<LoanPage, LoanPageQuery>(`${USER_API}/listLoanRecord`),
  /** Takes Idempotency-Key. */
  repayLoan: postEndpoint<Loan, RepayLoanBody>(`${USER_API}/repayLoan`),
  /** The signed agreement, the same bytes every time; the owner's only. */
  loanAgreement: fileEndpoint<'application/pdf'>(`${USER_API}/loanAgreement/:id`),
};

/** The back office's loans: the queue, active and overdue lists, and the products. */
export const loanBackofficeEndpoints = {
  loans: getEndpoint<LoanRecordPage, LoanQueueQuery>(`${BACKOFFICE_API}/loans`),
  /** Disburses the amount to the customer's real account, once. */
  approveLoan: postEndpoint<LoanRecord>(`${BACKOFFICE_API}/loans/:id/approve`),
  rejectLoan: postEndpoint<LoanRecord, RejectLoanBody>(`${BACKOFFICE_API}/loans/:id/reject`),
  loanProducts: getEndpoint<LoanProduct[]>(`${BACKOFFICE_API}/loanProducts`),
  /** A change applies to new loans only: a loan keeps the terms it was signed under. */
  updateLoanProduct: postEndpoint<LoanProduct, LoanProductBody>(`${BACKOFFICE_API}/loanProducts/:id`),
};

import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';
import type { Loan, LoanBody, LoanPage, LoanPageQuery, LoanProduct, RepayLoanBody } from '../loans.ts';
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

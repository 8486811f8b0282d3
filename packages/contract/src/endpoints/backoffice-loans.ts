import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  LoanProduct,
  LoanProductBody,
  LoanQueueQuery,
  LoanRecord,
  LoanRecordPage,
  RejectLoanBody,
} from '../loans.ts';
import { BACKOFFICE_API } from './backoffice.ts';

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

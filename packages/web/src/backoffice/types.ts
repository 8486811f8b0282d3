/**
 * The back office's view of the contract: types only. The schemas themselves stay on the server;
 * importing them here would pull the schema library into the browser.
 */
export type {
  ContentQuery,
  ContentRecord,
  CreatedOperator,
  Operator,
  OperatorListItem as OperatorRow,
  OperatorSession,
  ParamRecord,
  ReviewDeposit,
  ReviewWithdrawal,
  SmartPlanRecord,
  SmartPlanRecordPage,
  SmartProductBody,
  SmartProductRecord,
  SmartProductsOverview,
  LoanProduct,
  LoanProductBody,
  LoanRecord,
  LoanStatus,
} from '@tp/contract';
export type { OperatorRole, PlanStatus, WalletStatus } from '@tp/contract/constants';

import type {
  AuditPage,
  AuditQuery,
  CompleteWithdrawalBody,
  ContentBody,
  ContentQuery,
  ContentRecord,
  CreatedOperator,
  CreateOperatorBody,
  CustomerDetail,
  CustomerJournalPage,
  CustomerJournalQuery,
  CustomerPage,
  CustomerSearchQuery,
  Operator,
  OperatorListItem,
  OperatorLoginBody,
  OperatorPasswordBody,
  OperatorSession,
  ParamBody,
  ParamRecord,
  RejectBody,
  ReviewDeposit,
  ReviewDepositPage,
  ReviewQueueQuery,
  ReviewWithdrawal,
  ReviewWithdrawalPage,
} from '../backoffice.ts';
import type {
  SmartPlanRecordPage,
  SmartPlansQuery,
  SmartProductBody,
  SmartProductRecord,
  SmartProductsOverview,
} from '../backoffice-plans.ts';
import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';

/**
 * The back office's API lives under this prefix; its sessions are operators', never customers'.
 * Declared here, beside the calls only the back office makes, so that no module a customer page
 * loads carries it.
 */
export const BACKOFFICE_API = '/backoffice/api';
const API = BACKOFFICE_API;

/** The back office's calls, for operators' sessions only; each role may call a part of them. */
export const backofficeEndpoints = {
  login: postEndpoint<OperatorSession, OperatorLoginBody>(`${API}/login`),
  logout: postEndpoint<null>(`${API}/logout`),
  me: getEndpoint<Operator>(`${API}/me`),
  /** Answers `msg` "20005". */
  changePassword: postEndpoint<null, OperatorPasswordBody>(`${API}/changePassword`),

  deposits: getEndpoint<ReviewDepositPage, ReviewQueueQuery>(`${API}/deposits`),
  withdrawals: getEndpoint<ReviewWithdrawalPage, ReviewQueueQuery>(`${API}/withdrawals`),
  approveDeposit: postEndpoint<ReviewDeposit>(`${API}/deposits/:id/approve`),
  rejectDeposit: postEndpoint<ReviewDeposit, RejectBody>(`${API}/deposits/:id/reject`),
  approveWithdrawal: postEndpoint<ReviewWithdrawal>(`${API}/withdrawals/:id/approve`),
  rejectWithdrawal: postEndpoint<ReviewWithdrawal, RejectBody>(`${API}/withdrawals/:id/reject`),
  completeWithdrawal: postEndpoint<ReviewWithdrawal, CompleteWithdrawalBody>(`${API}/withdrawals/:id/complete`),
  /** A deposit's proof image. */
  file: fileEndpoint<`image/${string}`>(`${API}/files/:id`),

  customers: getEndpoint<CustomerPage, CustomerSearchQuery>(`${API}/customers`),
  customer: getEndpoint<CustomerDetail>(`${API}/customers/:id`),
  customerJournal: getEndpoint<CustomerJournalPage, CustomerJournalQuery>(`${API}/customers/:id/journal`),

  params: getEndpoint<ParamRecord[]>(`${API}/params`),
  setParam: postEndpoint<ParamRecord, ParamBody>(`${API}/params/:key`),
  contents: getEndpoint<ContentRecord[], ContentQuery>(`${API}/contents`),
  setContent: postEndpoint<ContentRecord, ContentBody>(`${API}/contents/:id`),
  /** Writes the item of content `:id` in `:language`: edits that text, or adds it where the item lacks it. */
  writeContent: postEndpoint<ContentRecord, ContentBody>(`${API}/contents/:id/languages/:language`),

  /** Every product, open and closed, in all its languages, with what its earning plans hold and cost. */
  smartProducts: getEndpoint<SmartProductsOverview>(`${API}/smartProducts`),
  createSmartProduct: postEndpoint<SmartProductRecord, SmartProductBody>(`${API}/smartProducts`),
  /** A change applies to new subscriptions only: plans keep the terms they were sold under. */
  updateSmartProduct: postEndpoint<SmartProductRecord, SmartProductBody>(`${API}/smartProducts/:id`),
  smartPlans: getEndpoint<SmartPlanRecordPage, SmartPlansQuery>(`${API}/smartPlans`),

  audit: getEndpoint<AuditPage, AuditQuery>(`${API}/audit`),
  operators: getEndpoint<OperatorListItem[]>(`${API}/operators`),
  createOperator: postEndpoint<CreatedOperator, CreateOperatorBody>(`${API}/operators`),
  disableOperator: postEndpoint<Operator>(`${API}/operators/:id/disable`),
};

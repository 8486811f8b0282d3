import type {
  CompleteWithdrawalBody,
  RejectBody,
  ReviewDeposit,
  ReviewDepositPage,
  ReviewQueueQuery,
  ReviewWithdrawal,
} from '@tp/contract';
import type { WalletStatus } from '@tp/contract/constants';
import { backofficeEndpoints as endpoints, type Endpoint } from '@tp/contract/endpoints';
import { call } from '../api.ts';

/** The review queues' calls: a page of records, and the decisions on one of them. */

export type QueueKind = 'deposits' | 'withdrawals';

/** A page of a queue, as the contract pages every list. */
export type QueuePage<T> = Omit<ReviewDepositPage, 'list'> & { list: T[] };

interface QueueEndpoints<T> {
  list: Endpoint<undefined, ReviewQueueQuery, QueuePage<T>>;
  approve: Endpoint<undefined, undefined, T>;
  reject: Endpoint<RejectBody, undefined, T>;
  /** Withdrawals only: the payout that paid an approved one. */
  complete?: Endpoint<CompleteWithdrawalBody, undefined, T>;
}

const depositQueue: QueueEndpoints<ReviewDeposit> = {
  list: endpoints.deposits,
  approve: endpoints.approveDeposit,
  reject: endpoints.rejectDeposit,
};

const withdrawalQueue: QueueEndpoints<ReviewWithdrawal> = {
  list: endpoints.withdrawals,
  approve: endpoints.approveWithdrawal,
  reject: endpoints.rejectWithdrawal,
  complete: endpoints.completeWithdrawal,
};

/** The kind names the record type: each kind's screen (Deposits.tsx, Withdrawals.tsx) renders its own. */
function queueOf<T>(kind: QueueKind): QueueEndpoints<T> {
  return (kind === 'deposits' ? depositQueue : withdrawalQueue) as unknown as QueueEndpoints<T>;
}

export function fetchQueue<T>(
  kind: QueueKind,
  query: { status: WalletStatus | undefined; page: number; pageSize: number },
): Promise<QueuePage<T>> {
  return call(queueOf<T>(kind).list, { query });
}

export type ReviewStep =
  { verb: 'approve' } | { verb: 'reject'; body: RejectBody } | { verb: 'complete'; body: CompleteWithdrawalBody };

/** Approves, rejects or completes one record; the answer is the record as it now is. */
export function review<T>(kind: QueueKind, id: number, step: ReviewStep): Promise<T> {
  const queue = queueOf<T>(kind);
  const params = { id };
  switch (step.verb) {
    case 'approve':
      return call(queue.approve, { params });
    case 'reject':
      return call(queue.reject, { params, body: step.body });
    case 'complete':
      if (!queue.complete) throw new RangeError(`${kind} are not completed`);
      return call(queue.complete, { params, body: step.body });
  }
}

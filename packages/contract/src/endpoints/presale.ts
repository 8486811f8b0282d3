import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  CommitPresaleBody,
  GetPresaleQuery,
  ListPresaleCommitmentsQuery,
  ListPresaleQuery,
  PresaleCommitment,
  PresaleCommitmentPage,
  PresaleRound,
  PresaleRoundPage,
  TokenBalance,
} from '../presale.ts';
import { INDEX_API, ORDER_API, USER_API } from './prefixes.ts';

/** The presale: rounds are public; commitments and token balances are the customer's. */
export const presaleEndpoints = {
  /** Open rounds first (soonest end first), then settled and cancelled ones; descriptions in `lang` (English where not written). */
  listPresale: getEndpoint<PresaleRoundPage, ListPresaleQuery>(`${INDEX_API}/listPresale`),
  getPresale: getEndpoint<PresaleRound, GetPresaleQuery>(`${INDEX_API}/getPresale/:id`),
  /** Sets the commitment to `amount` ("0" withdraws); answers `msg` "20004"; takes Idempotency-Key. */
  commitPresale: postEndpoint<PresaleCommitment, CommitPresaleBody>(`${ORDER_API}/commitPresale`),
  listPresaleCommitments: getEndpoint<PresaleCommitmentPage, ListPresaleCommitmentsQuery>(
    `${ORDER_API}/listPresaleCommitments`,
  ),
  listTokenBalances: getEndpoint<TokenBalance[]>(`${USER_API}/listTokenBalances`),
};

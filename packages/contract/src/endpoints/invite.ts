import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  CommissionPage,
  CustomerReferrals,
  InviteInfo,
  InviteInfoQuery,
  InviteePage,
  InvitePageQuery,
  ReferralProgramme,
  ReferralShareBody,
} from '../invite.ts';
import { BACKOFFICE_API } from './backoffice.ts';
import { USER_API } from './prefixes.ts';

/** The signed-in customer's invite programme: their code, friends and commissions (real account). */
export const inviteEndpoints = {
  getInviteInfo: getEndpoint<InviteInfo, InviteInfoQuery>(`${USER_API}/getInviteInfo`),
  listInvitees: getEndpoint<InviteePage, InvitePageQuery>(`${USER_API}/listInvitees`),
  listCommissions: getEndpoint<CommissionPage, InvitePageQuery>(`${USER_API}/listCommissions`),
  exportCommissions: fileEndpoint<'text/csv'>(`${USER_API}/exportCommissions`),
};

/** The back office's programme: totals and the share (administrators change it), any customer's referrals. */
export const referralBackofficeEndpoints = {
  programme: getEndpoint<ReferralProgramme>(`${BACKOFFICE_API}/referrals`),
  setShare: postEndpoint<ReferralProgramme, ReferralShareBody>(`${BACKOFFICE_API}/referrals/share`),
  customer: getEndpoint<CustomerReferrals>(`${BACKOFFICE_API}/customers/:id/referrals`),
};

import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { CustomerReferrals, ReferralProgramme, ReferralShareBody } from '../invite.ts';
import { BACKOFFICE_API } from './backoffice.ts';

/** The back office's programme: totals and the share (administrators change it), any customer's referrals. */
export const referralBackofficeEndpoints = {
  programme: getEndpoint<ReferralProgramme>(`${BACKOFFICE_API}/referrals`),
  setShare: postEndpoint<ReferralProgramme, ReferralShareBody>(`${BACKOFFICE_API}/referrals/share`),
  customer: getEndpoint<CustomerReferrals>(`${BACKOFFICE_API}/customers/:id/referrals`),
};

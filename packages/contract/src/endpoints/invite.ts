import { fileEndpoint, getEndpoint } from '../endpoint.ts';
import type { CommissionPage, InviteInfo, InviteInfoQuery, InviteePage, InvitePageQuery } from '../invite.ts';
import { USER_API } from './prefixes.ts';

/** The signed-in customer's invite programme: their code, friends and commissions (real account). */
export const inviteEndpoints = {
  getInviteInfo: getEndpoint<InviteInfo, InviteInfoQuery>(`${USER_API}/getInviteInfo`),
  listInvitees: getEndpoint<InviteePage, InvitePageQuery>(`${USER_API}/listInvitees`),
  listCommissions: getEndpoint<CommissionPage, InvitePageQuery>(`${USER_API}/listCommissions`),
  exportCommissions: fileEndpoint<'text/csv'>(`${USER_API}/exportCommissions`),
};

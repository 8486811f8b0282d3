import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type { NoticePage, SendNoticeBody, SentNotice } from '../notification-schemas.ts';
import { BACKOFFICE_API } from './backoffice.ts';

/** The back office's notices: sent to everyone or to one customer, and the ones sent. */
export const noticeBackofficeEndpoints = {
  notices: getEndpoint<NoticePage, { page?: string; pageSize?: string }>(`${BACKOFFICE_API}/notices`),
  sendNotice: postEndpoint<SentNotice, SendNoticeBody>(`${BACKOFFICE_API}/notices`),
};

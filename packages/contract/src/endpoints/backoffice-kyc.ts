import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';
import type { RejectBody } from '../backoffice.ts';
import type { KycQueueQuery, KycSubmissionDetail, KycSubmissionPage } from '../kyc.ts';
import { BACKOFFICE_API } from './backoffice.ts';

/** The back office's KYC queue: every role reads it; documents and decisions for admins and reviewers. */
export const kycBackofficeEndpoints = {
  submissions: getEndpoint<KycSubmissionPage, KycQueueQuery>(`${BACKOFFICE_API}/kyc`),
  submission: getEndpoint<KycSubmissionDetail>(`${BACKOFFICE_API}/kyc/:id`),
  photo: fileEndpoint<`image/${string}`>(`${BACKOFFICE_API}/kyc/:id/photos/:photo`),
  approve: postEndpoint<KycSubmissionDetail>(`${BACKOFFICE_API}/kyc/:id/approve`),
  reject: postEndpoint<KycSubmissionDetail, RejectBody>(`${BACKOFFICE_API}/kyc/:id/reject`),
  askResubmission: postEndpoint<KycSubmissionDetail, RejectBody>(`${BACKOFFICE_API}/kyc/:id/resubmit`),
};

import { fileEndpoint, getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type { RejectBody } from '../backoffice.ts';
import type {
  IdentificationBody,
  IdentificationResult,
  IdentificationStatus,
  KycQueueQuery,
  KycSubmissionDetail,
  KycSubmissionPage,
} from '../kyc.ts';
import type { UploadResult } from '../wallet.ts';
import { BACKOFFICE_API } from './backoffice.ts';
import { USER_API } from './prefixes.ts';

/** Identity verification: the customer's own submission; photos go in encrypted and never come back out. */
export const kycEndpoints = {
  /** One identity photo (multipart field `file`), stored encrypted; only its id comes back. */
  kycUpload: uploadEndpoint<UploadResult, 'file'>(`${USER_API}/kycUpload`),
  /** Answers `msg` "20001". */
  identification: postEndpoint<IdentificationResult, IdentificationBody>(`${USER_API}/identification`),
  getIdentification: getEndpoint<IdentificationStatus>(`${USER_API}/getIdentification`),
};

/** The back office's KYC queue: every role reads it; documents and decisions for admins and reviewers. */
export const kycBackofficeEndpoints = {
  submissions: getEndpoint<KycSubmissionPage, KycQueueQuery>(`${BACKOFFICE_API}/kyc`),
  submission: getEndpoint<KycSubmissionDetail>(`${BACKOFFICE_API}/kyc/:id`),
  photo: fileEndpoint<`image/${string}`>(`${BACKOFFICE_API}/kyc/:id/photos/:photo`),
  approve: postEndpoint<KycSubmissionDetail>(`${BACKOFFICE_API}/kyc/:id/approve`),
  reject: postEndpoint<KycSubmissionDetail, RejectBody>(`${BACKOFFICE_API}/kyc/:id/reject`),
  askResubmission: postEndpoint<KycSubmissionDetail, RejectBody>(`${BACKOFFICE_API}/kyc/:id/resubmit`),
};

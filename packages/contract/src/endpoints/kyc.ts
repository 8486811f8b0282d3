import { getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type { IdentificationBody, IdentificationResult, IdentificationStatus } from '../kyc.ts';
import type { UploadResult } from '../wallet.ts';
import { USER_API } from './prefixes.ts';

/** Identity verification: the customer's own submission; photos go in encrypted and never come back out. */
export const kycEndpoints = {
  /** One identity photo (multipart field `file`), stored encrypted; only its id comes back. */
  kycUpload: uploadEndpoint<UploadResult, 'file'>(`${USER_API}/kycUpload`),
  /** Answers `msg` "20001". */
  identification: postEndpoint<IdentificationResult, IdentificationBody>(`${USER_API}/identification`),
  getIdentification: getEndpoint<IdentificationStatus>(`${USER_API}/getIdentification`),
};

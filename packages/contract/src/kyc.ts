import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { text } from './text-schema.ts';
import { kycStatus } from './auth.ts';
import { KYC_DOCUMENT_TYPES, KYC_PHONE_PATTERN, KYC_PHOTOS, KYC_SEXES } from './rules/kyc.ts';

export * from './rules/kyc.ts';

/** A name as written on the document: letters of any script, spaces, apostrophes, dots and hyphens. */
const personName = (what: string) =>
  text(60)
    .trim()
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,59}$/u, `Enter the ${what} as written on the document.`);

export const kycDocumentType = z.enum(KYC_DOCUMENT_TYPES, {
  error: 'The document type must be id_card, driver_licence or passport.',
});
export const kycSex = z.enum(KYC_SEXES, { error: 'The sex must be female or male.' });

/** POST identification: the submission; the photos are ids from kycUpload, each the customer's own. */
export const identificationBody = z.strictObject({
  firstName: personName('first name'),
  lastName: personName('last name'),
  sex: kycSex,
  birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The birthdate must be a date written YYYY-MM-DD.'),
  /** ISO 3166-1 alpha-2; whether the code is assigned is the server's check (a sentence, not only 10088). */
  country: z.string().regex(/^[A-Z]{2}$/),
  documentType: kycDocumentType,
  documentNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/, 'The document number is 3 to 40 letters, digits, spaces or hyphens.'),
  phone: z
    .string()
    .trim()
    .regex(
      KYC_PHONE_PATTERN,
      'The phone is one of the offered area codes, a space, then the number (+49 1512 3456789).',
    ),
  address: text(300).trim().min(5, 'Enter the address: at least 5 characters.'),
  email: z.email('The e-mail is not valid.').max(EMAIL_MAX_LENGTH),
  frontFileId: z.uuid('Upload the photo of the front.'),
  backFileId: z.uuid('Upload the photo of the back.').optional(),
  handheldFileId: z.uuid('Upload the photo of yourself holding the document.'),
});
export type IdentificationBody = z.infer<typeof identificationBody>;

export const identificationResult = z.object({ kycStatus: z.literal('pending') });
export type IdentificationResult = z.infer<typeof identificationResult>;

/** What the customer last sent, for the form after a rejection: everything but the photos. */
export const identificationForm = identificationBody.omit({
  frontFileId: true,
  backFileId: true,
  handheldFileId: true,
});
export type IdentificationForm = z.infer<typeof identificationForm>;

/** Whether each photo of the last submission was received: a customer never reads them back. */
export const photosReceived = z.object({ front: z.boolean(), back: z.boolean(), handheld: z.boolean() });

export const identificationStatus = z.object({
  kycStatus,
  /** Of a rejection or a request to resubmit: the operator's reason. */
  reason: z.string().optional(),
  /** Whether the operator asked for a new submission (photos unreadable …) rather than refused it. */
  decision: z.enum(['rejected', 'resubmit']).optional(),
  submittedAt: z.number().int().optional(),
  photos: photosReceived.optional(),
  /** After a rejection: the last submission's fields, so that the form comes back filled. */
  form: identificationForm.optional(),
});
export type IdentificationStatus = z.infer<typeof identificationStatus>;

// ---------------------------------------------------------------------------------------------
// Back office

export const KYC_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'resubmit'] as const;
export const kycSubmissionStatus = z.enum(KYC_SUBMISSION_STATUSES);
export type KycSubmissionStatus = z.infer<typeof kycSubmissionStatus>;

export const kycQueueQuery = z.strictObject({ ...pageQuery, status: kycSubmissionStatus.optional() });
export type KycQueueQuery = z.infer<typeof kycQueueQuery>;

export const kycSubmissionSummary = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  status: kycSubmissionStatus,
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  documentType: kycDocumentType,
  createdAt: z.number().int(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().int().nullable(),
});
export type KycSubmissionSummary = z.infer<typeof kycSubmissionSummary>;
export const kycSubmissionPage = pageOf(kycSubmissionSummary);
export type KycSubmissionPage = z.infer<typeof kycSubmissionPage>;

/** One submission for the reviewer; the document number and the photos only for roles that may see documents. */
export const kycSubmissionDetail = kycSubmissionSummary.extend({
  sex: kycSex,
  birthdate: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  /** Null when the operator's role may not see identity documents. */
  documentNumber: z.string().nullable(),
  photos: z.array(z.enum(KYC_PHOTOS)),
  canSeeDocuments: z.boolean(),
});
export type KycSubmissionDetail = z.infer<typeof kycSubmissionDetail>;

export const kycPhotoParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,15}$/),
  photo: z.enum(KYC_PHOTOS),
});

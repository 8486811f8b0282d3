import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns.ts';
import { operators } from './backoffice.ts';
import { ownerId } from './customers.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Identity submissions (KYC). The document number is sealed (AES-256-GCM, modules/kyc/sealing.ts);
 * the names, address and contact are read by the customer and by operators, each read audited.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: id(),
    userId: ownerId(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'resubmit'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sex: text('sex', { enum: ['female', 'male'] }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    documentType: text('document_type', { enum: ['id_card', 'driver_licence', 'passport'] }).notNull(),
    /** 12-byte IV, 16-byte tag, then the ciphertext of the document number. */
    documentNumberSealed: bytea('document_number_sealed').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    reason: text('reason'),
    reviewedBy: ref('reviewed_by').references(() => operators.id),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('kyc_submissions_user').on(t.userId, t.id),
    index('kyc_submissions_status').on(t.status, t.id),
    // One submission under review per customer: a second one waits for the decision.
    uniqueIndex('kyc_submissions_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('kyc_submissions_decided', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
  ],
);

/**
 * Identity photos, sealed from the moment they are uploaded (no plaintext copy is ever written).
 * A photo belongs to its uploader and, once submitted, to one submission as one of its sides.
 */
export const kycFiles = pgTable(
  'kyc_files',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** 12-byte IV, 16-byte tag, then the ciphertext of the cleaned image. */
    sealed: bytea('sealed').notNull(),
    submissionId: ref('submission_id').references(() => kycSubmissions.id),
    photo: text('photo', { enum: ['front', 'back', 'handheld'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('kyc_files_user').on(t.userId, t.createdAt),
    /** Uploads never submitted, oldest first: what the cleanup job deletes once they are overdue. */
    index('kyc_files_unattached')
      .on(t.createdAt)
      .where(sql`${t.submissionId} is null`),
    uniqueIndex('kyc_files_submission_photo').on(t.submissionId, t.photo),
    check('kyc_files_attached', sql`(${t.submissionId} is null) = (${t.photo} is null)`),
    check('kyc_files_size', sql`${t.sizeBytes} > 0`),
  ],
);

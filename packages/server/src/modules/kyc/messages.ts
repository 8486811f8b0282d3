import type { BirthdateProblem } from '@tp/contract';

/** The sentences of KYC refusals: each says what to fix. */
export const kycMessages = {
  birthdate: {
    format: 'The birthdate must be a real date written YYYY-MM-DD, after 1900.',
    future: 'The birthdate is in the future.',
    underage: 'You must be at least 18 years old to verify your identity.',
  } satisfies Record<BirthdateProblem, string>,
  country: 'The country must be an ISO 3166-1 alpha-2 code in capitals, like DE.',
  backMissing: 'Upload the photo of the back of the document.',
  backForPassport: 'A passport has no back: send only the front and the photo of yourself holding it.',
  samePhoto: 'Each photo must be a different upload.',
  notOwnPhoto: 'A photo is not one you uploaded for this form; upload it again.',
  pending: 'Your identity is already under review; wait for the decision (within 48 hours).',
  verified: 'Your identity is already verified.',
  noSuchSubmission: 'No such submission.',
  decided: 'This submission was already decided.',
  noSuchPhoto: 'This submission has no such photo.',
} as const;

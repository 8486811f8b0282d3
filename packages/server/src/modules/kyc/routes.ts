import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  identificationBody,
  identificationResult,
  identificationStatus,
  SuccessCode,
  uploadResult,
} from '@tp/contract';
import { kycEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { receiveImage, UPLOAD_BODY_LIMIT, UPLOAD_LIMITS, uploadGate } from '../../core/image-upload.ts';
import { sessionOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { KycService } from './service.ts';

/** Identity verification, in the customer scope: the session's own submission only. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const tags = ['user'];

  // The multipart parser lives in its own scope, so that only the upload route accepts a form.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...routeOf(kycEndpoints.kycUpload, {
        tags,
        summary: 'Upload one identity photo (JPG, JPEG 2000 or PNG, at most 2 MB, checked by content)',
        description:
          'The image is cleaned of its metadata and stored encrypted (AES-256-GCM); no call serves it back to a ' +
          'customer. Use the fileId in identification. Refusals: 10088 with the reason (format, size, damaged).',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadResult) },
      }),
      onRequest: uploadGate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (req) => ok(await kyc.upload(sessionOf(req), () => receiveImage(req))),
    });
  });

  app.route({
    ...routeOf(kycEndpoints.identification, {
      tags,
      summary: 'Submit the identity for review: the status becomes pending (result within 48 hours)',
      description:
        'Answers msg "20001". Refusals: 10088 with what to fix (a field, a birthdate in the future or under 18, an ' +
        'unknown country or document type, a photo that is not one of your uploads, a back for a passport or none ' +
        'for another document), 10019 a submission under review already or the identity verified already.',
      body: identificationBody,
      response: { 200: envelopeOf(identificationResult) },
    }),
    handler: async (req) => ok(await kyc.submit(sessionOf(req), req.body), SuccessCode.submittedForReview),
  });

  app.route({
    ...routeOf(kycEndpoints.getIdentification, {
      tags,
      summary: "The session's verification status, the operator's reason and which photos were received",
      description: 'After a rejection or a request to resubmit, the fields last sent (not the photos) fill the form.',
      response: { 200: envelopeOf(identificationStatus) },
    }),
    handler: async (req) => ok(await kyc.status(sessionOf(req))),
  });
};

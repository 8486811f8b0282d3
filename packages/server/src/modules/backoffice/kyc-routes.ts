import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  kycPhotoParams,
  kycQueueQuery,
  kycSubmissionDetail,
  kycSubmissionPage,
  recordIdParams,
  rejectBody,
} from '@tp/contract';
import { kycBackofficeEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { sendPrivateImage } from '../../core/image-upload.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { KycAdmin } from './kyc.ts';

const DECIDED =
  'Refusals: 10088 no such submission, or one decided already (of two operators deciding at once, the second).';

/** The KYC queue: every role reads it; admins and reviewers see documents and decide. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycAdmin }> = async (app, { kyc }) => {
  app.route({
    ...routeOf(kycBackofficeEndpoints.submissions, {
      summary: 'Identity submissions by status (pending oldest first, otherwise newest first), paged',
      querystring: kycQueueQuery,
      response: { 200: envelopeOf(kycSubmissionPage) },
    }),
    config: { permission: 'queue.read' },
    handler: async (req) => ok(await kyc.submissions(operatorOf(req), req.query, pageRequest(req.query))),
  });

  app.route({
    ...routeOf(kycBackofficeEndpoints.submission, {
      summary: 'One submission: the document number and the photo list only for roles that read files (audited)',
      params: recordIdParams,
      response: { 200: envelopeOf(kycSubmissionDetail) },
    }),
    config: { permission: 'queue.read' },
    handler: async (req) => ok(await kyc.submission(operatorOf(req), Number(req.params.id))),
  });

  app.route({
    ...routeOf(kycBackofficeEndpoints.photo, {
      summary: "A submission's photo, decrypted for this answer only (audited, never cached)",
      params: kycPhotoParams,
    }),
    config: { permission: 'files.read' },
    handler: async (req, reply) =>
      sendPrivateImage(reply, await kyc.photo(operatorOf(req), Number(req.params.id), req.params.photo)),
  });
};

/** Decisions: admins and reviewers; each notifies the customer and is audited with its reason. */
export const kycDecisionRoutes: FastifyPluginAsyncZod<{ kyc: KycAdmin }> = async (app, { kyc }) => {
  app.route({
    ...routeOf(kycBackofficeEndpoints.approve, {
      summary: 'Approve a pending submission: the customer is verified and notified',
      description: DECIDED,
      params: recordIdParams,
      response: { 200: envelopeOf(kycSubmissionDetail) },
    }),
    config: { permission: 'queue.decide' },
    handler: async (req) => ok(await kyc.decide(operatorOf(req), Number(req.params.id), 'approved', null)),
  });

  app.route({
    ...routeOf(kycBackofficeEndpoints.reject, {
      summary: 'Reject a pending submission with a reason: the customer is told why and may submit again',
      description: DECIDED,
      params: recordIdParams,
      body: rejectBody,
      response: { 200: envelopeOf(kycSubmissionDetail) },
    }),
    config: { permission: 'queue.decide' },
    handler: async (req) => ok(await kyc.decide(operatorOf(req), Number(req.params.id), 'rejected', req.body.reason)),
  });

  app.route({
    ...routeOf(kycBackofficeEndpoints.askResubmission, {
      summary: 'Ask for a new submission (photos unreadable, details to correct), with what to fix',
      description: DECIDED,
      params: recordIdParams,
      body: rejectBody,
      response: { 200: envelopeOf(kycSubmissionDetail) },
    }),
    config: { permission: 'queue.decide' },
    handler: async (req) => ok(await kyc.decide(operatorOf(req), Number(req.params.id), 'resubmit', req.body.reason)),
  });
};

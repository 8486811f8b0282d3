import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cannedReply,
  cannedReplyBody,
  chatConversationBody,
  chatCustomerPanel,
  chatInboxPage,
  chatInboxQuery,
  chatMessage,
  chatOperator,
  chatReadBody,
  chatThread,
  chatThreadQuery,
  chatUploadParams,
  deleteCannedBody,
  envelopeOf,
  operatorReplyBody,
  transferChatBody,
} from '@tp/contract';
import { chatBackofficeEndpoints as endpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { pageRequest } from '../../core/paging.ts';
import { operatorOf } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import {
  receiveImage,
  sendPrivateImage,
  UPLOAD_BODY_LIMIT,
  UPLOAD_LIMITS,
  uploadGate,
} from '../../core/image-upload.ts';
import type { ChatInbox } from './chat-inbox.ts';

const config = { permission: 'chat' } as const;
const threadAnswer = { 200: envelopeOf(chatThread) };

/** The operators' conversations: the inbox, taking, replying, transfers and closing. */
const conversationRoutes: FastifyPluginAsyncZod<{ inbox: ChatInbox }> = async (app, { inbox }) => {
  app.route({
    ...routeOf(endpoints.inbox, {
      summary: 'Conversations: unassigned, mine, open or closed, newest activity first, with unread counts',
      querystring: chatInboxQuery,
      response: { 200: envelopeOf(chatInboxPage) },
    }),
    config,
    handler: async (req) =>
      ok(await inbox.inbox(operatorOf(req), { filter: req.query.filter, q: req.query.q, ...pageRequest(req.query) })),
  });

  app.route({
    ...routeOf(endpoints.thread, {
      summary: 'One conversation with its messages',
      querystring: chatThreadQuery,
      response: threadAnswer,
    }),
    config,
    handler: async (req) => ok(await inbox.thread(operatorOf(req), Number(req.query.conversationId))),
  });

  for (const [endpoint, summary, act] of [
    [endpoints.take, 'Take an unassigned conversation', inbox.take.bind(inbox)],
    [endpoints.close, 'Close a conversation (the customer may then rate it)', inbox.close.bind(inbox)],
  ] as const) {
    app.route({
      ...routeOf(endpoint, { summary, body: chatConversationBody, response: threadAnswer }),
      config,
      handler: async (req) => ok(await act(operatorOf(req), req.body.conversationId)),
    });
  }

  app.route({
    ...routeOf(endpoints.reply, {
      summary:
        'Reply, attributed to the operator (taking an unassigned conversation); e-mailed when the customer wrote while nobody answered',
      body: operatorReplyBody,
      response: { 200: envelopeOf(chatMessage) },
    }),
    config,
    handler: async (req) => ok(await inbox.reply(operatorOf(req), req.body)),
  });

  app.route({
    ...routeOf(endpoints.read, {
      summary: 'Mark the conversation read up to a sequence number',
      body: chatReadBody,
      response: threadAnswer,
    }),
    config,
    handler: async (req) => ok(await inbox.read(operatorOf(req), req.body.conversationId, req.body.seq)),
  });

  app.route({
    ...routeOf(endpoints.transfer, {
      summary: 'Hand a conversation to another operator',
      body: transferChatBody,
      response: threadAnswer,
    }),
    config,
    handler: async (req) => ok(await inbox.transfer(operatorOf(req), req.body.conversationId, req.body.operatorId)),
  });
};

/** Beside the conversations: the customer (read-only), who answers, canned replies. */
const besideRoutes: FastifyPluginAsyncZod<{ inbox: ChatInbox }> = async (app, { inbox }) => {
  app.route({
    ...routeOf(endpoints.customer, {
      summary: "The conversation's customer: profile, balances and recent records, read-only (audit-logged)",
      querystring: chatThreadQuery,
      response: { 200: envelopeOf(chatCustomerPanel) },
    }),
    config,
    handler: async (req) => ok(await inbox.customer(operatorOf(req), Number(req.query.conversationId))),
  });

  app.route({
    ...routeOf(endpoints.operators, {
      summary: 'Operators who answer chats, and who is online',
      response: { 200: envelopeOf(z.array(chatOperator)) },
    }),
    config,
    handler: async (req) => ok(await inbox.operators(operatorOf(req))),
  });

  app.route({
    ...routeOf(endpoints.canned, {
      summary: 'Canned replies, per language',
      response: { 200: envelopeOf(z.array(cannedReply)) },
    }),
    config,
    handler: async (req) => ok(await inbox.canned(operatorOf(req))),
  });

  app.route({
    ...routeOf(endpoints.saveCanned, {
      summary: 'Add or change a canned reply',
      body: cannedReplyBody,
      response: { 200: envelopeOf(cannedReply) },
    }),
    config,
    handler: async (req) => ok(await inbox.saveCanned(operatorOf(req), req.body)),
  });

  app.route({
    ...routeOf(endpoints.deleteCanned, {
      summary: 'Delete a canned reply',
      body: deleteCannedBody,
      response: { 200: envelopeOf(z.null()) },
    }),
    config,
    handler: async (req) => ok(await inbox.deleteCanned(operatorOf(req), req.body.id)),
  });
};

/** The images of conversations: reading one, and attaching one (checked and cleaned). */
const imageRoutes: FastifyPluginAsyncZod<{ inbox: ChatInbox }> = async (app, { inbox }) => {
  app.route({
    ...routeOf(endpoints.attachment, {
      summary: 'An image of a conversation',
      params: z.strictObject({ id: z.uuid() }),
    }),
    config,
    handler: async (req, reply) => sendPrivateImage(reply, await inbox.attachment(operatorOf(req), req.params.id)),
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...routeOf(endpoints.upload, {
        summary: 'Attach an image to a conversation, checked and cleaned',
        consumes: ['multipart/form-data'],
        params: chatUploadParams,
        response: { 200: envelopeOf(chatMessage) },
      }),
      config,
      onRequest: uploadGate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (req) => {
        const { conversationId } = req.params as z.infer<typeof chatUploadParams>;
        return ok(await inbox.attach(operatorOf(req), Number(conversationId), (await receiveImage(req)).bytes ?? null));
      },
    });
  });
};

/** The operators' chat inbox (role support or admin). */
export const chatInboxRoutes: FastifyPluginAsyncZod<{ inbox: ChatInbox }> = async (app, { inbox }) => {
  await app.register(conversationRoutes, { inbox });
  await app.register(besideRoutes, { inbox });
  await app.register(imageRoutes, { inbox });
};

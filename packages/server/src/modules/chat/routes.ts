import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_VISITOR_HEADER,
  chatAvailability,
  chatConversation,
  chatConversationBody,
  chatMessage,
  chatMessagesQuery,
  chatReadBody,
  chatUploadParams,
  envelopeOf,
  rateChatBody,
  sendChatBody,
  startChatBody,
  startedChat,
} from '@tp/contract';
import { chatEndpoints } from '@tp/contract/endpoints';
import { ok } from '../../core/envelope.ts';
import { SessionRequiredError } from '../../core/errors.ts';
import { bearerToken } from '../../core/request.ts';
import { routeOf } from '../../core/route.ts';
import type { ChatParty, ChatService } from './service.ts';
import {
  receiveImage,
  sendPrivateImage,
  UPLOAD_BODY_LIMIT,
  UPLOAD_LIMITS,
  uploadGate,
} from '../../core/image-upload.ts';

const tags = ['chat'];

function visitorTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CHAT_VISITOR_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The caller of a chat call: the session of Authorization when it is live, else the visitor of the
 * x-chat-visitor token; a call that needs a conversation and has neither is body code 401.
 */
async function partyOf(chat: ChatService, req: FastifyRequest): Promise<ChatParty> {
  const party = await chat.party(bearerToken(req), visitorTokenOf(req));
  if (!party) throw new SessionRequiredError();
  return party;
}

/** The support chat's conversations, for customers and visitors alike (registered in the public scope). */
const conversationRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.route({
    ...routeOf(chatEndpoints.availability, {
      tags,
      summary:
        'Whether support answers now: within working hours (the chatWorkingHours parameter) and an operator online',
      response: { 200: envelopeOf(chatAvailability) },
    }),
    handler: async () => ok(await chat.availability()),
  });

  app.route({
    ...routeOf(chatEndpoints.start, {
      tags,
      summary: "Open a conversation: a customer's open one (or a new one), or a visitor's new one",
      description:
        'A visitor (no session) gives a name and a valid e-mail (10002 otherwise) and, the first time, gets a token ' +
        'to keep in that browser and send as x-chat-visitor. Limited per address (429).',
      body: startChatBody,
      response: { 200: envelopeOf(startedChat) },
    }),
    handler: async (req) =>
      ok(await chat.start(await chat.party(bearerToken(req), visitorTokenOf(req)), req.body, req.ip)),
  });

  app.route({
    ...routeOf(chatEndpoints.conversations, {
      tags,
      summary: "The caller's conversations, newest first (the history)",
      response: { 200: envelopeOf(z.array(chatConversation)) },
    }),
    handler: async (req) => ok(await chat.conversations(await partyOf(chat, req))),
  });

  app.route({
    ...routeOf(chatEndpoints.close, {
      tags,
      summary: "Close one of the caller's conversations",
      body: chatConversationBody,
      response: { 200: envelopeOf(chatConversation) },
    }),
    handler: async (req) => ok(await chat.close(await partyOf(chat, req), req.body.conversationId)),
  });

  app.route({
    ...routeOf(chatEndpoints.read, {
      tags,
      summary: 'Mark the conversation read up to a sequence number (the operator sees it)',
      body: chatReadBody,
      response: { 200: envelopeOf(chatConversation) },
    }),
    handler: async (req) => ok(await chat.read(await partyOf(chat, req), req.body)),
  });

  app.route({
    ...routeOf(chatEndpoints.rate, {
      tags,
      summary: 'Rate a closed conversation once, 1 to 5',
      body: rateChatBody,
      response: { 200: envelopeOf(chatConversation) },
    }),
    handler: async (req) => ok(await chat.rate(await partyOf(chat, req), req.body)),
  });
};

/** The messages and images of the caller's conversations. */
const messageRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.route({
    ...routeOf(chatEndpoints.messages, {
      tags,
      summary: "Messages of one of the caller's conversations after `since`, oldest first (at most 500)",
      querystring: chatMessagesQuery,
      response: { 200: envelopeOf(z.array(chatMessage)) },
    }),
    handler: async (req) =>
      ok(
        await chat.messages(await partyOf(chat, req), {
          conversationId: Number(req.query.conversationId),
          since: Number(req.query.since ?? 0),
        }),
      ),
  });

  app.route({
    ...routeOf(chatEndpoints.send, {
      tags,
      summary: "Write to one of the caller's open conversations; answered once committed",
      description:
        'Text only, at most 1000 characters, shown as text. A retry with the same clientId answers the stored ' +
        "message. Refusals: 10088 empty, another party's or a closed conversation; 429 past the limits per " +
        'conversation and per address.',
      body: sendChatBody,
      response: { 200: envelopeOf(chatMessage) },
    }),
    handler: async (req) => ok(await chat.send(await partyOf(chat, req), req.body, req.ip)),
  });

  app.route({
    ...routeOf(chatEndpoints.attachment, {
      tags,
      summary: "An image of one of the caller's conversations",
      params: z.strictObject({ id: z.uuid() }),
    }),
    handler: async (req, reply) =>
      sendPrivateImage(reply, await chat.attachment(await partyOf(chat, req), req.params.id)),
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    scope.route({
      ...routeOf(chatEndpoints.upload, {
        tags,
        summary: 'Attach a screenshot (JPG, PNG or JPEG 2000, at most 2 MB), checked and cleaned',
        consumes: ['multipart/form-data'],
        params: chatUploadParams,
        response: { 200: envelopeOf(chatMessage) },
      }),
      onRequest: uploadGate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: async (req) => {
        const party = await partyOf(chat, req);
        const { conversationId } = req.params as z.infer<typeof chatUploadParams>;
        return ok(await chat.attach(party, Number(conversationId), (await receiveImage(req)).bytes ?? null, req.ip));
      },
    });
  });
};

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  await app.register(conversationRoutes, { chat });
  await app.register(messageRoutes, { chat });
};

import {
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSchema,
  createConversationBodySchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  sendMessageBodySchema,
  unreadCountSchema,
} from '@rentwise/core/messages/schemas';
import { idParamsSchema } from '@rentwise/core/properties/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRouteSchema, permission, requireOwner, requireUser } from '../../auth/guards';
import * as service from './messages.service';

/**
 * Messages between an owner and each of their tenants. Both roles use these routes; a tenant only
 * ever reaches their own conversation, and anyone else's conversation is a 404.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const user = { onRequest: requireUser() };
  const tags = ['messages'];

  app.get(
    '/api/conversations',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.read'),
        tags,
        description:
          "An owner's conversations (most recent first); a tenant's conversation with their landlord (created on demand).",
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    (request) => service.listConversations(db, request.actor, request.query),
  );

  app.get(
    '/api/conversations/unread-count',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.read'),
        tags,
        description: 'Messages from the other side the caller has not read yet, over all conversations.',
        response: { 200: unreadCountSchema },
      },
    },
    (request) => service.countUnread(db, request.actor),
  );

  app.post(
    '/api/conversations',
    {
      onRequest: requireOwner(),
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.write'),
        tags,
        description: 'Starts the conversation with one of your tenants, or answers the existing one (200).',
        body: createConversationBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.startConversation(db, request.actor, request.body);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.read'),
        tags,
        params: idParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    (request) => service.getConversation(db, request.actor, request.params.id),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.read'),
        tags,
        description:
          "A page of messages, newest first (nextCursor: older ones). Marks the other side's messages read.",
        params: idParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    (request) => service.listMessages(db, request.actor, request.params.id, request.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...user,
      schema: {
        ...authenticatedRouteSchema,
        ...permission('message.write'),
        tags,
        params: idParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.sendMessage(db, request.actor, request.params.id, request.body)),
  );
};

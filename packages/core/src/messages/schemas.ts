import { pageSchema } from '../pagination';
import { z } from '../zod';

/** Longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A message's text: trimmed, 1 to 2,000 characters. The error messages are i18n keys of the
 * web's `messages` namespace.
 */
export const messageBodyTextSchema = z
  .string({ error: 'messages:validation.bodyRequired' })
  .trim()
  .min(1, 'messages:validation.bodyRequired')
  .max(MESSAGE_MAX_LENGTH, 'messages:validation.bodyTooLong');

/** POST /api/conversations/:id/messages, and the message input's form. */
export const sendMessageBodySchema = z.object({ body: messageBodyTextSchema }).strict();
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export type SendMessageFormValues = z.input<typeof sendMessageBodySchema>;

/** POST /api/conversations (owners): start (or find) the conversation with one of their tenants. */
export const createConversationBodySchema = z
  .object({ tenantId: z.uuid('messages:validation.tenantRequired') })
  .strict();
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

export const senderRoleSchema = z.enum(['owner', 'tenant']);
export type SenderRole = z.infer<typeof senderRoleSchema>;

/** The person on the other side of a conversation (the spec's Contact: name, role, active). */
export const conversationContactSchema = z.object({
  name: z.string(),
  role: senderRoleSchema,
  /** Signed in within the last hour (a live session was used or refreshed). */
  active: z.boolean(),
  /** For an owner, the tenant's property address (null for the landlord as seen by a tenant). */
  detail: z.string().nullable(),
});
export type ConversationContact = z.infer<typeof conversationContactSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  contact: conversationContactSchema,
  lastMessage: z
    .object({
      /** The first characters of the latest message. */
      preview: z.string(),
      fromMe: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Messages from the other side the caller has not read yet. */
  unreadCount: z.number().int().min(0),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationPageSchema = pageSchema(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderRole: senderRoleSchema,
  /** Sent by the caller (a bubble on the right). */
  fromMe: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
/** A page of messages, newest first; `nextCursor` fetches older ones. */
export const messagePageSchema = pageSchema(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const conversationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messageListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
  })
  .strict();
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

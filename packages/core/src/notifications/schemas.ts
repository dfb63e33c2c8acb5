import { z } from '../zod';

export const notificationTypeSchema = z.enum([
  'payment',
  'lease',
  'tenant',
  'maintenance',
  'message',
  'reminder',
  'export', // a whole-organisation export is ready (issue 20)
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One in-app notification of the signed-in user (title and body in their language when written). */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  /** Said in the account's language. */
  title: z.string(),
  body: z.string(),
  /**
   * The stored key of the title and the body, with their parameters (core/notifications/text.ts),
   * for the web to say them in the language on screen; null for a text stored as it is.
   */
  titleKey: z.string().nullable().optional(),
  bodyKey: z.string().nullable().optional(),
  /** An app path to open, e.g. '/tenant-dashboard/payments'. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications: the caller's latest notifications (newest first), how many are unread
 * in all, and the cursor of the next page (null on the last one).
 */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * `?limit=&cursor=` pages (the full list's Load more); `unread=true` keeps the unread ones;
 * `types=reminder,lease` keeps those types (the tenant dashboard's Important Notices).
 */
export const notificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(10),
    cursor: z.string().min(1).max(200).optional(),
    unread: z.enum(['true', 'false']).optional(),
    types: z
      .string()
      .max(200)
      .refine((value) => value.split(',').every((type) => notificationTypeSchema.safeParse(type).success), {
        message: 'Unknown notification type',
      })
      .optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const readAllResultSchema = z.object({ updated: z.number().int() });

import { z } from 'zod';

export const notificationTypeSchema = z.enum([
  'payment',
  'lease',
  'tenant',
  'maintenance',
  'message',
  'reminder',
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One in-app notification of the signed-in user (title and body in their language when written). */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** An app path to open, e.g. '/tenant-dashboard/payments'. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the caller's latest notifications and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
  .strict();

export const readAllResultSchema = z.object({ updated: z.number().int() });

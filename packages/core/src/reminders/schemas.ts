import { pageSchema } from '../pagination';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/** Today as YYYY-MM-DD in the local time zone of whoever validates (the browser: the user's day). */
export function localTodayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const subject = z
  .string()
  .trim()
  .min(3, 'validation:reminder.subjectRequired')
  .max(200, 'validation:tooLong');
const message = z.string().trim().min(10, 'validation:reminder.messageMin').max(5000, 'validation:tooLong');

/**
 * The Send Reminder form (spec dialog 3, section 5). `recipient` is 'all' (All Tenants) or one
 * tenant's id. The picker disables past days, and so does this check (in the user's own day).
 */
export const reminderFormSchema = z
  .object({
    recipient: z.string().min(1, 'validation:reminder.tenantsRequired'),
    subject,
    message,
    sendOn: z.string().min(1, 'validation:reminder.dateRequired'),
  })
  .strict()
  .refine((value) => !value.sendOn || value.sendOn >= localTodayIso(), {
    message: 'validation:reminder.datePast',
    path: ['sendOn'],
  });
export type ReminderFormValues = z.input<typeof reminderFormSchema>;
export const reminderFormDefaults: ReminderFormValues = {
  recipient: '',
  subject: '',
  message: '',
  sendOn: '',
};

/**
 * POST /api/reminders. The server checks "not in the past" against its own clock with a day of
 * slack for time zones ahead of UTC (reminders.service.ts).
 */
export const createReminderBodySchema = z
  .object({
    recipient: z.union([z.literal('all'), z.uuid('validation:reminder.tenantsRequired')], {
      error: 'validation:reminder.tenantsRequired',
    }),
    subject,
    message,
    sendOn: z.string().min(1, 'validation:reminder.dateRequired').pipe(isoDateSchema),
  })
  .strict();
export type CreateReminderBody = z.infer<typeof createReminderBodySchema>;

export const reminderStatusSchema = z.enum(['scheduled', 'sent', 'cancelled']);
export type ReminderStatus = z.infer<typeof reminderStatusSchema>;

export const reminderSchema = z.object({
  id: z.uuid(),
  /** 'all' or the tenant's id. */
  recipient: z.string(),
  tenantId: z.uuid().nullable(),
  /** The tenant's name; null for All Tenants. */
  recipientName: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  sendOn: z.string().describe('YYYY-MM-DD'),
  status: reminderStatusSchema,
  sentAt: z.string().nullable(),
  /** How many tenants it reached (null until sent). */
  recipientCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderPageSchema = pageSchema(reminderSchema);

export const reminderListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    status: reminderStatusSchema.optional(),
  })
  .strict();
export type ReminderListQuery = z.infer<typeof reminderListQuerySchema>;

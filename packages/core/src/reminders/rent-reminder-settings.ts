import { z } from '../zod';

/**
 * GET|PUT /api/settings/rent-reminders and the owner's Settings card: automatic rent reminders
 * before the due day and after a missed one. Messages are keys of the `reminders` namespace.
 */
export const rentReminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    daysBefore: z
      .number({ error: 'reminders:settings.errors.daysBefore' })
      .int('reminders:settings.errors.daysBefore')
      .min(0, 'reminders:settings.errors.daysBefore')
      .max(28, 'reminders:settings.errors.daysBefore'),
    daysAfter: z
      .number({ error: 'reminders:settings.errors.daysAfter' })
      .int('reminders:settings.errors.daysAfter')
      .min(0, 'reminders:settings.errors.daysAfter')
      .max(30, 'reminders:settings.errors.daysAfter'),
  })
  .strict();
export type RentReminderSettings = z.infer<typeof rentReminderSettingsSchema>;

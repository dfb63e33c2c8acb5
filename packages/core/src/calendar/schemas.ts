import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/** The widest range GET /api/calendar answers: a month view (six weeks) with room to spare. */
export const CALENDAR_MAX_DAYS = 62;

/** GET /api/calendar?from=&to= — both inclusive, `to` not before `from`, at most 62 days apart. */
export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .strict()
  .refine((value) => value.to >= value.from, {
    message: 'calendar:errors.rangeOrder',
    path: ['to'],
  })
  .refine(
    (value) =>
      (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 <=
      CALENDAR_MAX_DAYS,
    { message: 'calendar:errors.rangeTooLong', path: ['to'] },
  );
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEventTypeSchema = z.enum([
  'rent-due',
  'lease-start',
  'lease-end',
  'reminder',
  'maintenance',
]);
export type CalendarEventType = z.infer<typeof calendarEventTypeSchema>;

/**
 * One event of the owner's calendar. The web writes the label from the type and these fields in
 * the reader's language; `title` is the owner's own text (a reminder's subject, a request's title).
 */
export const calendarEventSchema = z.object({
  id: z.string().describe('Stable per event: type and record (and period for rent)'),
  type: calendarEventTypeSchema,
  date: z.string(),
  title: z.string().nullable(),
  leaseId: z.uuid().nullable(),
  tenantName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  unitLabel: z.string().nullable(),
  /** Rent due: what the period's rent charge is (or will be), cents. */
  amount: z.number().int().nullable(),
  /** Rent due: paid / pending / overdue once charged; null before. Reminders: scheduled / sent. */
  status: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(calendarEventSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

import { describe, expect, it } from 'vitest';
import { createReminderBodySchema, localTodayIso, reminderFormSchema } from './schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the Send Reminder form', () => {
  it("answers the spec's messages", () => {
    const result = reminderFormSchema.safeParse({
      recipient: '',
      subject: 'Hi',
      message: 'short',
      sendOn: '',
    });
    expect(messages(result)).toEqual({
      recipient: 'validation:reminder.tenantsRequired',
      subject: 'validation:reminder.subjectRequired',
      message: 'validation:reminder.messageMin',
      sendOn: 'validation:reminder.dateRequired',
    });
  });

  it('refuses a day before today and accepts today', () => {
    const base = { recipient: 'all', subject: 'Rent due', message: 'Rent is due on the 1st.' };
    expect(messages(reminderFormSchema.safeParse({ ...base, sendOn: '2000-01-01' }))).toEqual({
      sendOn: 'validation:reminder.datePast',
    });
    expect(reminderFormSchema.safeParse({ ...base, sendOn: localTodayIso() }).success).toBe(true);
  });
});

describe('POST /api/reminders body', () => {
  it("takes 'all' or a tenant id, and nothing else", () => {
    const base = { subject: 'Rent due', message: 'Rent is due on the 1st.', sendOn: '2030-01-01' };
    expect(createReminderBodySchema.safeParse({ ...base, recipient: 'all' }).success).toBe(true);
    expect(
      createReminderBodySchema.safeParse({ ...base, recipient: '3f0c9a52-6a43-4a8e-9a57-0b1f3c1d2e4f' })
        .success,
    ).toBe(true);
    expect(messages(createReminderBodySchema.safeParse({ ...base, recipient: 'Marcus' }))).toEqual({
      recipient: 'validation:reminder.tenantsRequired',
    });
    expect(createReminderBodySchema.safeParse({ ...base, recipient: 'all', status: 'sent' }).success).toBe(
      false,
    );
    expect(
      createReminderBodySchema.safeParse({ ...base, recipient: 'all', sendOn: '2030-02-30' }).success,
    ).toBe(false);
  });
});

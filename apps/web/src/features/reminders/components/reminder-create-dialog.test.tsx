import en from '@rentwise/core/locales/en/reminders.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { todayIso } from '@/lib/dates';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { ReminderCreateDialog } from './reminder-create-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'reminders', en);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], total: 0, limit: 200, offset: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

function renderDialog(charge?: { amount: number; dueDate: string; overdue: boolean }) {
  render(
    <QueryClientProvider client={queryClientWithOrg({ currency: 'CAD' })}>
      <ReminderCreateDialog open onOpenChange={vi.fn()} tenantId={null} charge={charge} />
    </QueryClientProvider>,
  );
}

describe('Send Reminder opened from a payment (issue 24 item 5)', () => {
  it('is pre-filled: subject, the amount and due date in the message, today', async () => {
    renderDialog({ amount: 120050, dueDate: '2026-11-01', overdue: true });
    expect(await screen.findByLabelText('Subject')).toHaveProperty('value', 'Overdue rent payment');
    const message = (screen.getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(message).toContain('CA$1,200.50');
    expect(message).toContain('Nov 1, 2026');
    expect(screen.getByLabelText('Send on')).toHaveProperty('value', todayIso());
  });

  it('opened from the Send Reminder button, starts blank', async () => {
    renderDialog();
    expect(await screen.findByLabelText('Subject')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });
});

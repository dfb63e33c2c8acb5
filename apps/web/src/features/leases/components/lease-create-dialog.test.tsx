import leases from '@rentwise/core/locales/en/leases.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { todayIso } from '@/lib/dates';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { LeaseCreateDialog } from './lease-create-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'leases', leases);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

const propertyId = '00000000-0000-4000-8000-0000000000a1';
const tenantId = '00000000-0000-4000-8000-0000000000b1';

/** The date `days` after today, as the browser sees it. */
function inDays(days: number): string {
  const date = new Date(`${todayIso()}T12:00:00`);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The API as the dialog reads it: one property, one tenant, the default terms; POST /api/leases answers `created`. */
function stubApi(created: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST' && url.includes('/api/leases')) {
        posted.push(JSON.parse(String(init.body)));
        return created();
      }
      if (url.includes('/api/leases/defaults'))
        return Response.json({ dueDay: 1, graceDays: 5, lateFee: 5000 });
      if (url.includes('/api/properties'))
        return Response.json({
          items: [{ id: propertyId, address: '5 Backdate Lane', monthlyRent: 100000 }],
          nextCursor: null,
        });
      if (url.includes('/api/tenants'))
        return Response.json({
          items: [{ id: tenantId, firstName: 'Ada', lastName: 'Early', propertyId }],
          nextCursor: null,
        });
      return Response.json({});
    }),
  );
  return posted;
}

async function fillPastLease() {
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <LeaseCreateDialog open onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  await screen.findByRole('option', { name: '5 Backdate Lane' });
  await screen.findByRole('option', { name: 'Ada Early' });
  fireEvent.change(screen.getByLabelText('Property'), { target: { value: propertyId } });
  fireEvent.change(screen.getByLabelText('Tenant'), { target: { value: tenantId } });
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: inDays(-30) } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: inDays(330) } });
  fireEvent.change(screen.getByLabelText('Monthly Rent'), { target: { value: '1000' } });
}

describe('Create Lease: a past start is an existing lease (issue 24 item 5)', () => {
  it('refuses a typed past start until "This is an existing lease" is ticked, then sends existingLease', async () => {
    const posted = stubApi(() => Response.json({ id: 'x' }, { status: 201 }));
    await fillPastLease();
    fireEvent.click(screen.getByRole('button', { name: 'Create Lease' }));
    expect(await screen.findByText(validation.lease.startInPast)).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByLabelText('This is an existing lease'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Lease' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ propertyId, tenantId, startDate: inDays(-30), existingLease: true });
  });

  it("shows the server's refusal of a past start (its day, the organisation's, may differ) under the start date", async () => {
    const posted = stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The start date is in the past',
            key: 'errors:lease.startInPast',
            details: { startDate: 'validation:lease.startInPast' },
          },
        },
        { status: 400 },
      ),
    );
    await fillPastLease();
    // Today by the browser's clock: the form lets it through, the organisation's clock may not.
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: todayIso() } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Lease' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ startDate: todayIso(), existingLease: false });
    expect(await screen.findByText(validation.lease.startInPast)).toBeTruthy();
  });
});

import type { Lease } from '@rentwise/core/leases/schemas';
import charges from '@rentwise/core/locales/en/lease-charges.json';
import leases from '@rentwise/core/locales/en/leases.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { AddChargeDialog } from './lease-charge-dialogs';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'lease-charges', charges);
  addResourceBundle('en', 'leases', leases);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

const lease = {
  id: '00000000-0000-4000-8000-000000000001',
  startDate: '2026-01-01',
  status: 'active',
} as Lease;

describe('Add charge', () => {
  it('says what is missing, keeps what is typed after, and sends a monthly charge in cents', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')));
        return Response.json({ charges: [], payments: [], allocations: [], balance: 0 }, { status: 201 });
      }),
    );
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <AddChargeDialog lease={lease} onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Please describe the charge')).toBeTruthy();
    expect(screen.getByText('The amount must be more than zero')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Parking' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '75' } });
    fireEvent.click(screen.getByLabelText('Every month until the lease ends'));
    fireEvent.change(screen.getByLabelText('First due date'), { target: { value: '2026-02-01' } });
    expect((screen.getByLabelText('Description') as HTMLInputElement).value).toBe('Parking');
    expect(screen.getByText(/Charge \$75\.00 every month from/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add charge' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([
      { description: 'Parking', amount: 7500, dueDate: '2026-02-01', recurring: true },
    ]);
  });

  it('refuses an amount with three decimals rather than rounding it, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <AddChargeDialog lease={lease} onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'Parking' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '75.255' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText(validation.money.tooManyDecimals)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/charges'))).toEqual([]);
  });
});

import en from '@rentwise/core/locales/en/maintenance.json';
import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { canWithdraw, WithdrawRequestButton } from './withdraw-request-button';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'maintenance', en);
  await i18n.changeLanguage('en');
});

const pending = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Dripping tap',
  status: 'pending',
  vendor: null,
  scheduledFor: null,
} as MaintenanceRequest;

describe('Withdraw request (issue 24 item 5)', () => {
  it('is offered only while nobody has started: pending, no vendor, no visit', () => {
    expect(canWithdraw(pending)).toBe(true);
    expect(canWithdraw({ ...pending, status: 'in_progress' })).toBe(false);
    expect(canWithdraw({ ...pending, scheduledFor: '2026-12-01' })).toBe(false);
    expect(canWithdraw({ ...pending, vendor: { id: 'v' } as MaintenanceRequest['vendor'] })).toBe(false);
  });

  it('asks first, then withdraws through the API', async () => {
    const calls: [string, string | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([String(url), init?.method]);
        return Response.json({ ...pending, status: 'cancelled' });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithdrawRequestButton request={pending} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw this request?' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request withdrawn'));
    expect(calls).toEqual([[`/api/maintenance-requests/${pending.id}/withdraw`, 'POST']]);
  });
});

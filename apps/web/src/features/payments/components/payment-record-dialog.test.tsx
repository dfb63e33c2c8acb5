import en from '@rentwise/core/locales/en/payments.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { PaymentRecordDialog } from './payment-record-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'payments', en);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

/** A server that records any payment; answers the bodies it received. */
function stubServer() {
  const bodies: { amount: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      bodies.push(body);
      return new Response(
        JSON.stringify({ payment: { id: 'p1', amount: body.amount, receiptNumber: 'RW-2026-000001' } }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return bodies;
}

function renderDialog(balance: number, currency = 'USD') {
  const client = queryClientWithOrg({ currency });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PaymentRecordDialog
        lease={{ id: 'l1', tenantName: 'Marcus Reed', propertyAddress: '123 Main St', balance }}
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const amountField = () => screen.findByLabelText('Amount');

describe('PaymentRecordDialog: more than is owed asks first (issue 18 item 8)', () => {
  it('records what is owed at once', async () => {
    const bodies = stubServer();
    const { onOpenChange } = renderDialog(120000);
    expect(await amountField()).toHaveProperty('value', '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.map((body) => body.amount)).toEqual([120000]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the rest becomes a credit, sends nothing until confirmed, and Back returns to the form', async () => {
    const bodies = stubServer();
    const { onOpenChange } = renderDialog(120000);
    fireEvent.change(await amountField(), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This is more than the $1,200.00 owed; the rest will be kept as a credit.',
    );
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Change amount' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Record anyway' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.map((body) => body.amount)).toEqual([150000]);
  });

  it('speaks in the organisation’s currency (issue 24 item 3)', async () => {
    stubServer();
    renderDialog(120000, 'EUR');
    fireEvent.change(await amountField(), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is more than the €1,200.00 owed; the rest will be kept as a credit.',
    );
  });

  it('when nothing is owed, the whole amount is a credit', async () => {
    stubServer();
    renderDialog(-5000);
    fireEvent.change(await amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing is owed on this lease; the whole $100.00 will be kept as a credit.',
    );
  });
});

import en from '@rentwise/core/locales/en/payments.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { PaymentPayDialog } from './payment-pay-dialog';

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

/** The test provider, and a server that takes any payment; answers the payment bodies it got. */
function stubServer() {
  const bodies: { amount: number; bank?: object }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/payments/provider')) {
        return Response.json({ name: 'test', testMode: true });
      }
      const body = JSON.parse(String(init?.body ?? '{}'));
      bodies.push(body);
      return Response.json(
        { payment: { id: 'p1', amount: body.amount, receiptNumber: 'RW-2026-000001' } },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

function renderDialog(balance: number) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <PaymentPayDialog
        lease={{ id: 'l1', propertyAddress: '123 Main St', balance, rentAmount: 100000 }}
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

async function fillCard() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/39' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('PaymentPayDialog: the payment rules (issue 18 item 8)', () => {
  it('starts at the balance due and pays it without asking', async () => {
    const bodies = stubServer();
    const { onOpenChange } = renderDialog(54000);
    expect(await screen.findByLabelText('Amount')).toHaveProperty('value', '540');
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $540' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.map((body) => body.amount)).toEqual([54000]);
  });

  it('asks before paying when nothing is due, and pays once confirmed', async () => {
    const bodies = stubServer();
    const { onOpenChange } = renderDialog(0);
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,000' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing is due right now. Pay $1,000.00 in advance? It will be kept as a credit for your next rent.',
    );
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, pay $1,000.00' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.map((body) => body.amount)).toEqual([100000]);
  });

  it('refuses more than the balance due plus one month’s rent under the field, sending nothing', async () => {
    const bodies = stubServer();
    renderDialog(54000);
    await fillCard();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1540.01' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByText("You can pay at most $1,540.00: the balance due plus one month's rent."),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('formats the card number and the expiry as they are typed (issue 24 item 5)', async () => {
    stubServer();
    renderDialog(54000);
    const number = await screen.findByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect(number).toHaveProperty('value', '4242 4242 4242 4242');
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    fireEvent.change(expiry, { target: { value: '1239' } });
    expect(expiry).toHaveProperty('value', '12/39');
  });
});

describe('PaymentPayDialog: a bank transfer (issue 24 item 6)', () => {
  it('checks the routing number and the IBAN before sending, and sends the IBAN compact', async () => {
    const bodies = stubServer();
    const { onOpenChange } = renderDialog(54000);
    fireEvent.click(await screen.findByLabelText('Bank transfer'));
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '000123456789' } });
    fireEvent.change(screen.getByLabelText('Routing number (ABA)'), { target: { value: '021000022' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $540' }));
    expect(await screen.findByText(validation.payment.routingInvalid)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('IBAN'));
    fireEvent.change(screen.getByRole('textbox', { name: 'IBAN' }), {
      target: { value: 'FR15 2004 1010 0505 0001 3M02 606' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $540' }));
    expect(await screen.findByText(validation.payment.ibanInvalid)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'IBAN' }), {
      target: { value: 'fr14 2004 1010 0505 0001 3m02 606' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $540' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies.map((body) => body.bank)).toEqual([{ iban: 'FR1420041010050500013M02606' }]);
  });
});

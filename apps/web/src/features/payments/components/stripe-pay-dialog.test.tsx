import en from '@rentwise/core/locales/en/payments.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { PaymentPayDialog } from './payment-pay-dialog';

const confirmPayment = vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } }));
const loadStripe = vi.fn(async () => ({}));

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Stripe.js comes from Stripe's servers, out of reach here: the Payment Element is a stand-in that
// says it is ready, and confirmPayment is the spy the dialog must call.
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (...args: unknown[]) => loadStripe(...(args as [])),
}));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady(): void }) => {
    setTimeout(onReady, 0);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ elements: true }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  confirmPayment.mockClear();
});

beforeAll(async () => {
  addResourceBundle('en', 'payments', en);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

function stubServer(fee = 0, stripeAccount = 'acct_1') {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/payments/provider'))
        return Response.json({ name: 'stripe', testMode: false });
      const body = JSON.parse(String(init?.body ?? '{}'));
      requests.push({ url: String(url), body });
      return Response.json(
        {
          paymentIntentId: 'pi_1',
          clientSecret: 'pi_1_secret_x',
          publishableKey: 'pk_test_x',
          stripeAccount,
          currency: 'usd',
          amount: body.amount,
          fee,
          total: body.amount + fee,
        },
        { status: 201 },
      );
    }),
  );
  return requests;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <PaymentPayDialog
        lease={{ id: 'l1', propertyAddress: '123 Main St', balance: 120000, rentAmount: 120000 }}
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

describe('the payment dialog with Stripe (issue 25)', () => {
  it('has no card fields of its own: it creates a PaymentIntent and confirms it with the Payment Element', async () => {
    const requests = stubServer();
    const { onOpenChange } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await screen.findByTestId('payment-element');
    expect(requests).toEqual([
      { url: expect.stringContaining('/api/payments/intents'), body: { leaseId: 'l1', amount: 120000 } },
    ]);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_x', { stripeAccount: 'acct_1' });
    const pay = await screen.findByRole('button', { name: 'Pay $1,200.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ elements: { elements: true }, redirect: 'if_required' }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    // Nothing but the lease and the amount ever went to our server.
    expect(JSON.stringify(requests)).not.toMatch(/card|cvc|account/i);
  });

  it('shows the convenience fee and the total before paying; refuses more than the cap', async () => {
    stubServer(3510);
    renderDialog();
    await screen.findByRole('button', { name: 'Continue to payment' });
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/You can pay at most \$2,400\.00/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Processing fee')).toBeTruthy();
    expect(screen.getByText('$35.10')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay $1,235.10' })).toBeTruthy();
  });

  it('says so when Stripe.js cannot be loaded, instead of waiting for ever', async () => {
    stubServer(0, 'acct_unreachable');
    loadStripe.mockImplementationOnce(async () => {
      throw new Error('Failed to load Stripe.js');
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.online.loadFailed);
    expect(confirmPayment).not.toHaveBeenCalled();
  });
});

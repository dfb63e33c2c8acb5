import en from '@rentwise/core/locales/en/payments.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { AutopayCard } from './autopay-card';

const confirmSetup = vi.fn(async () => ({ setupIntent: { status: 'succeeded' } }));

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Stripe.js is out of reach here: the Payment Element is a stand-in that says it is ready, and
// confirmSetup is the spy the card must call before it saves the method.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady(): void }) => {
    setTimeout(onReady, 0);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({ elements: true }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  confirmSetup.mockClear();
});

beforeAll(async () => {
  addResourceBundle('en', 'payments', en);
  await i18n.changeLanguage('en');
});

const off = {
  leaseId: 'l1',
  available: true,
  enabled: false,
  paymentMethod: null,
  consecutiveFailures: 0,
  nextChargeOn: null,
};

function stubServer(initial: typeof off | ({ available: false } & Partial<typeof off>)) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url: String(url), body });
      if (method === 'GET') return Response.json({ ...off, ...initial });
      if (String(url).endsWith('/api/autopay/setup')) {
        return Response.json(
          {
            setupIntentId: 'seti_1',
            clientSecret: 'seti_1_secret_x',
            publishableKey: 'pk_test_x',
            stripeAccount: 'acct_1',
          },
          { status: 201 },
        );
      }
      return Response.json({
        ...off,
        enabled: body.enabled,
        paymentMethod: 'Visa •••• 4242',
        nextChargeOn: '2027-02-01',
      });
    }),
  );
  return requests;
}

const renderCard = () =>
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <AutopayCard leaseId="l1" />
    </QueryClientProvider>,
  );

describe('the autopay card (issue 25)', () => {
  it('saves a method through the Payment Element (SetupIntent), then turns autopay on with it', async () => {
    const requests = stubServer(off);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Save a payment method' }));
    await screen.findByTestId('payment-element');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save and turn on autopay' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByText('On — Visa •••• 4242');
    expect(confirmSetup).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', url: expect.stringContaining('/api/autopay/setup'), body: { leaseId: 'l1' } },
      {
        method: 'PUT',
        url: expect.stringContaining('/api/autopay'),
        body: { leaseId: 'l1', enabled: true, setupIntentId: 'seti_1' },
      },
    ]);
    expect(screen.getByText('Next charge: Feb 1, 2027')).toBeTruthy();
  });

  it('is not shown when the landlord takes no online payments', async () => {
    const requests = stubServer({ available: false });
    const { container } = renderCard();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });
});

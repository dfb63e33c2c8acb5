import type { Page } from '@playwright/test';

/**
 * A test double of Stripe.js (issue 25), our own code: Stripe.js cannot load offline, and
 * `@stripe/stripe-js/pure` injects a fixed script URL (https://js.stripe.com/<train>/stripe.js).
 * `useStripeJsDouble` answers that URL with the script below and sends the page's calls to
 * https://api.stripe.com to the local Stripe fake (apps/server/test/stripe-fake.ts), so the page
 * runs its real code — `loadStripe`, react-stripe-js's <Elements> and <PaymentElement>,
 * `stripe.confirmPayment` / `confirmSetup` — and the card goes to "Stripe", never to our server.
 *
 * It implements what our web code and react-stripe-js call, no more: `Stripe(pk, { stripeAccount })`
 * (with `_registerWrapper`, `registerAppInfo`, and the `createToken`, `createPaymentMethod`,
 * `confirmCardPayment` react-stripe-js checks for, answering an error), `elements({ clientSecret })` (`create`, `update`,
 * `getElement`, `submit`), the Payment Element (`mount`, `on`/`off` for 'ready' and 'change',
 * `update`, `destroy`) rendered as a visible fake field, and `confirmPayment` / `confirmSetup`,
 * which POST /v1/{payment_intents|setup_intents}/:id/confirm with the publishable key, the client
 * secret and the connected account in the form body, as Stripe.js does.
 */
const SCRIPT = String.raw`(() => {
  const API = 'https://api.stripe.com/v1/';
  function paymentElement() {
    const handlers = {};
    const emit = (event, payload) => (handlers[event] || []).slice().forEach((cb) => cb(payload));
    let root = null;
    const element = {
      mount(target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        root.innerHTML =
          '<fieldset data-testid="stripe-payment-element" style="display:grid;gap:8px;border:1px solid #8888;border-radius:6px;padding:12px">' +
          '<legend>Stripe test double</legend>' +
          '<label><input type="radio" name="stripe-double-type" value="card" checked> Card</label>' +
          '<label><input type="radio" name="stripe-double-type" value="us_bank_account"> US bank account</label>' +
          '<label>Card number <input name="stripe-double-number" autocomplete="off" inputmode="numeric"></label>' +
          '</fieldset>';
        root.addEventListener('input', () => emit('change', { elementType: 'payment', complete: element.complete() }));
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      type() {
        const checked = root && root.querySelector('input[name="stripe-double-type"]:checked');
        return checked ? checked.value : 'card';
      },
      number() {
        const input = root && root.querySelector('input[name="stripe-double-number"]');
        return input ? input.value.replace(/\s+/g, '') : '';
      },
      complete() {
        return element.type() === 'us_bank_account' || element.number().length >= 12;
      },
      on(event, cb) {
        (handlers[event] = handlers[event] || []).push(cb);
        return element;
      },
      off(event, cb) {
        handlers[event] = (handlers[event] || []).filter((h) => h !== cb);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        if (root) root.innerHTML = '';
      },
      destroy() {
        element.unmount();
      },
    };
    return element;
  }

  function Stripe(key, options) {
    const account = options && options.stripeAccount;
    const post = async (path, params) => {
      const body = new URLSearchParams({ key, ...(account ? { _stripe_account: account } : {}), ...params });
      const response = await fetch(API + path, { method: 'POST', body });
      const json = await response.json();
      return response.ok ? { ok: true, body: json } : { ok: false, body: json };
    };
    const confirm = async (kind, elements) => {
      const element = elements._payment;
      if (!element) return { error: { type: 'integration_error', message: 'No Payment Element mounted' } };
      if (!element.complete()) {
        return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
      }
      const secret = elements._options.clientSecret;
      const intentId = secret.split('_secret_')[0];
      const method = element.type() === 'card'
        ? { 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': element.number() }
        : { 'payment_method_data[type]': 'us_bank_account' };
      return post(kind + '/' + intentId + '/confirm', { client_secret: secret, ...method });
    };
    // react-stripe-js checks that these exist (isStripe); our pages never call them.
    const notInDouble = async () => ({
      error: { type: 'integration_error', message: 'Not implemented by the Stripe.js test double' },
    });
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: notInDouble,
      createPaymentMethod: notInDouble,
      confirmCardPayment: notInDouble,
      elements(elementsOptions) {
        const elements = {
          _options: { ...elementsOptions },
          _payment: null,
          create(type) {
            if (type !== 'payment') throw new Error('The Stripe.js test double has only the Payment Element');
            elements._payment = paymentElement();
            return elements._payment;
          },
          getElement(type) {
            return type === 'payment' ? elements._payment : null;
          },
          update(updates) {
            Object.assign(elements._options, updates);
          },
          async submit() {
            return elements._payment && elements._payment.complete()
              ? {}
              : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
          },
        };
        return elements;
      },
      async confirmPayment({ elements }) {
        const result = await confirm('payment_intents', elements);
        if (result.error) return result;
        return result.ok ? { paymentIntent: result.body } : { error: result.body.error };
      },
      async confirmSetup({ elements }) {
        const result = await confirm('setup_intents', elements);
        if (result.error) return result;
        return result.ok ? { setupIntent: result.body } : { error: result.body.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/**
 * Serves the double for Stripe.js's script and forwards the page's calls to Stripe's API to the
 * fake at `fakeUrl` (the requests keep their path and body; the fake answers with CORS headers).
 */
export async function useStripeJsDouble(page: Page, fakeUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: SCRIPT }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

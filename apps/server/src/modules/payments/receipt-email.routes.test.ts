import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * The receipt email (issue 25 item 2, issue 23 finding 12): a payment whose money is confirmed
 * emails the tenant its receipt — in the tenant's language, the organisation's currency, the PDF
 * linked — through the outbox; a declined card sends nothing.
 */
let ctx: TestContext;
let owner: SignedInUser;
let tenant: TenantWithLogin;
let leaseId: string;
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123' };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '12 Receipt Row', monthlyRent: 90000 });
  tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Rémi', lastName: 'Reçu' });
  await ctx.database.db.execute(sql`update profiles set locale = 'fr' where id = ${tenant.userId}`);
  await ctx.database.db.execute(
    sql`update organisations set currency = 'EUR'
         where id = (select org_id from tenants where id = ${tenant.tenantId})`,
  );
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2027-12-31',
      rentAmount: 90000,
      depositAmount: 0,
    },
  });
  expect(lease.statusCode).toBe(201);
  leaseId = lease.json().id;
});
afterAll(() => ctx.close());

const pay = (payload: Record<string, unknown>, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...tenant.headers, 'idempotency-key': key },
    payload: { leaseId, method: 'card', ...payload },
  });

describe('the receipt email', () => {
  it('a declined card sends no receipt; an approved one emails it once, in French and euros, with the PDF linked', async () => {
    const declined = await pay(
      { amount: 12345, card: { ...card, number: '4000000000000002' } },
      'rcpt-mail-01',
    );
    expect(declined.statusCode).toBe(402);
    expect(await emailsTo(ctx, tenant.email, 'payment-receipt')).toHaveLength(0);

    const paid = await pay({ amount: 12345, card }, 'rcpt-mail-02');
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().payment.id;
    // A replay of the same request is the same payment: no second email.
    expect((await pay({ amount: 12345, card }, 'rcpt-mail-02')).statusCode).toBe(201);

    const emails = await emailsTo(ctx, tenant.email, 'payment-receipt');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email.locale).toBe('fr');
    expect(email.subject).toMatch(/^Reçu RW-\d{4}-\d{6}\s: paiement de 123,45\s€ reçu$/);
    expect(email.textBody).toContain('Bonjour Rémi');
    expect(email.textBody).toContain('12 Receipt Row');
    expect(email.textBody).toMatch(/Moyen de paiement\s: carte/);
    expect(email.textBody).toContain(`/api/payments/${paymentId}/receipt.pdf?lang=fr`);
    expect(email.textBody).not.toContain('$');
    // The linked PDF opens for the tenant.
    const pdf = await ctx.app.inject({
      url: `/api/payments/${paymentId}/receipt.pdf?lang=fr`,
      headers: tenant.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('money an owner records (a check) is confirmed money too: the tenant gets its receipt', async () => {
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...owner.headers, 'idempotency-key': 'rcpt-mail-03' },
      payload: { leaseId, amount: 5000, method: 'check' },
    });
    expect(recorded.statusCode).toBe(201);
    const emails = await emailsTo(ctx, tenant.email, 'payment-receipt');
    expect(emails).toHaveLength(2);
    expect(emails.some((e) => /Moyen de paiement\s: chèque/.test(e.textBody))).toBe(true);
  });
});

import { addDays } from '@rentwise/core/leases/dates';
import { expect } from 'vitest';
import { createProperty, createSignedInUser, createTenantWithLogin, type SignedInUser } from './auth';
import type { TestContext } from './helpers';
import { multipartBody, TINY_PDF } from './multipart';

/**
 * The two-account fixture of the security suites (access control, mass assignment, response
 * scan, fuzzing): an owner who owns one of everything and their tenant, signed in. Seed two of
 * them and prove that neither can reach the other's records. A feature that adds a resource adds
 * it to `Resource` and creates one in `createPortfolio`.
 */

/** Whose record an `{id}` in a path names. */
export type Resource =
  | 'property'
  | 'unit'
  | 'tenant'
  | 'lease'
  | 'payment'
  | 'reminder'
  | 'notification'
  | 'import'
  | 'document'
  | 'signature-request'
  | 'maintenance-request'
  | 'conversation'
  | 'expense'
  | 'renewal-offer'
  | 'org-export';

export interface Portfolio {
  owner: SignedInUser;
  tenant: SignedInUser;
  ids: Record<Resource, string | undefined>;
}

/**
 * The portfolio lease's dates, relative to today so the suites never run past them: an existing
 * lease that started 300 days ago and ends in 60 days, and its renewal offer for the year after,
 * open until the lease ends (issue 21: an expiry before the new term).
 */
export function portfolioLeaseTerm(today = new Date().toISOString().slice(0, 10)) {
  const endDate = addDays(today, 60);
  return {
    startDate: addDays(today, -300),
    endDate,
    renewal: { startDate: addDays(endDate, 1), endDate: addDays(endDate, 365), expiresOn: endDate },
  };
}

/** An owner with a property (2 units), a tenant with a login, an active lease and a payment. */
export async function createPortfolio(ctx: TestContext, address: string): Promise<Portfolio> {
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner.headers) =>
    ctx.app.inject({ method, url, payload, headers });
  const propertyId = await createProperty(ctx, owner, { address, propertyType: 'Duplex' });
  const units = (await inject('GET', `/api/properties/${propertyId}/units`)).json();
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const term = portfolioLeaseTerm();
  const lease = (
    await inject('POST', '/api/leases', {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: term.startDate,
      endDate: term.endDate,
      existingLease: true,
      rentAmount: 100000,
    })
  ).json();
  const payment = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { ...owner.headers, 'idempotency-key': `acl-${address.replace(/\W+/g, '-')}` },
    payload: { leaseId: lease.id, amount: 50000, method: 'cash' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const reminder = await inject('POST', '/api/reminders', {
    recipient: tenant.tenantId,
    subject: 'Rent is due',
    message: 'Please pay the rent before the 5th.',
    sendOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(reminder.statusCode, reminder.body).toBe(201);
  const notifications = (await inject('GET', '/api/notifications', undefined, tenant.headers)).json();
  expect(notifications.items.length).toBeGreaterThan(0);
  // A document shared with the tenant (multipart upload), so the tenant can download it too.
  const upload = multipartBody({ kind: 'lease', tenantId: tenant.tenantId, name: 'Lease agreement' }, [
    { fileName: 'lease.pdf', bytes: TINY_PDF },
  ]);
  const document = await ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...owner.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(document.statusCode, document.body).toBe(201);
  // A signature request on that document (issue 21), the tenant its signer.
  const signature = await inject('POST', '/api/signature-requests', {
    documentId: document.json().id,
    signers: [{ name: 'Fixture Tenant', email: tenant.email, role: 'tenant' }],
    order: 'parallel',
  });
  expect(signature.statusCode, signature.body).toBe(201);
  // A maintenance request the tenant reported for the leased unit.
  const maintenance = await inject(
    'POST',
    '/api/maintenance-requests',
    {
      title: 'Leaking kitchen faucet',
      category: 'plumbing',
      priority: 'medium',
      description: 'Water drips constantly from the kitchen faucet.',
    },
    tenant.headers,
  );
  expect(maintenance.statusCode, maintenance.body).toBe(201);
  // The owner's conversation with the tenant, with a message from the tenant in it.
  const conversation = await inject('POST', '/api/conversations', { tenantId: tenant.tenantId });
  expect(conversation.statusCode, conversation.body).toBe(201);
  const message = await inject(
    'POST',
    `/api/conversations/${conversation.json().id}/messages`,
    { body: 'Hello from the tenant' },
    tenant.headers,
  );
  expect(message.statusCode, message.body).toBe(201);
  // A bill of the property (issue 19), its receipt the document above.
  const expense = await inject('POST', '/api/expenses', {
    propertyId,
    category: 'repairs_maintenance',
    date: '2026-01-15',
    amount: 12000,
    description: 'Faucet washer',
    documentId: document.json().id,
  });
  expect(expense.statusCode, expense.body).toBe(201);
  // An import previewed, not committed (issue 20): a record of the organisation as a whole.
  const importFile = multipartBody({ kind: 'properties' }, [
    {
      fileName: 'units.csv',
      bytes: Buffer.from('Property address,Property type,Unit,Unit rent\n9 Import Way,House,A,1000\n'),
    },
  ]);
  const imported = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...owner.headers, ...importFile.headers },
    payload: importFile.payload,
  });
  expect(imported.statusCode, imported.body).toBe(201);
  // A renewal offer for the lease (issue 21), waiting for the tenant's answer.
  const offer = await inject('POST', `/api/leases/${lease.id}/renewal-offers`, {
    ...term.renewal,
    rentAmount: 103000,
  });
  expect(offer.statusCode, offer.body).toBe(201);
  // A whole-organisation export (issue 20), ready: its status and its ZIP are the organisation's.
  const started = await inject('GET', '/api/exports/org');
  expect(started.statusCode, started.body).toBe(200);
  const orgExport: string = started.json().id;
  for (let i = 0; i < 200; i++) {
    const state = (await inject('GET', `/api/exports/${orgExport}`)).json();
    if (state.status === 'ready') break;
    if (state.status === 'failed') throw new Error('the organisation export failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    owner,
    tenant,
    ids: {
      property: propertyId,
      unit: units.items?.[0]?.id ?? units[0]?.id,
      tenant: tenant.tenantId,
      lease: lease.id,
      payment: payment.json().payment.id,
      reminder: reminder.json().id,
      // The lease above notified the tenant.
      notification: notifications.items[0]?.id,
      document: document.json().id,
      'signature-request': signature.json().id,
      'maintenance-request': maintenance.json().id,
      conversation: conversation.json().id,
      import: imported.json().id,
      expense: expense.json().id,
      'renewal-offer': offer.json().id,
      'org-export': orgExport,
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { listContactMessages } from './contact.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { supportEmail: 'help@rentwise.test' } });
});
afterAll(async () => {
  await ctx.close();
});

const message = {
  name: 'Ana Lopez',
  company: 'Harbor Homes',
  email: 'ana@example.com',
  phone: '+1 555 010 0199',
  reason: 'demo',
  message: 'We manage 120 units.\nCould we see a demo next week?',
};

let address = 0;
/** Each test posts from its own address so the per-address rate limit does not mix them up. */
const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++address}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, headers, remoteAddress });

const mailbox = async (to: string) => (await ctx.app.inject(`/api/dev/mailbox?to=${to}`)).json();

describe('POST /api/contact', () => {
  it('stores the message and queues the support email and the acknowledgement', async () => {
    const response = await post(message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [stored] = await listContactMessages(ctx.database.db, 1);
    expect(stored).toMatchObject({ id, ...message, locale: 'en' });

    const [support] = await mailbox('help@rentwise.test');
    expect(support.subject).toBe('Contact form: Demo request from Ana Lopez');
    expect(support.text).toContain('From: Ana Lopez <ana@example.com>');
    expect(support.text).toContain('Company: Harbor Homes');
    expect(support.text).toContain('Could we see a demo next week?');
    const [ack] = await mailbox('ana@example.com');
    expect(ack.subject).toBe('We received your message — Rentwise');
    expect(ack.text).toContain("Thanks for reaching out! We'll get back to you within 1 business day.");
  });

  it('acknowledges without repeating any word the visitor typed (issue 23 finding 4)', async () => {
    const relay = {
      ...message,
      name: 'Cheap Pills Shop',
      email: 'relay-target@example.com',
      message: 'Visit http://spam.example for cheap pills!',
    };
    expect((await post(relay, {}, '203.0.113.90')).statusCode).toBe(201);
    const [ack] = await mailbox('relay-target@example.com');
    const everything = `${ack.subject} ${ack.text} ${ack.html}`;
    expect(everything).not.toContain('Cheap Pills');
    expect(everything).not.toContain('spam.example');
    expect(ack.text).toContain("Thanks for reaching out! We'll get back to you within 1 business day.");
  });

  it('answers the sender in French when the browser asks for French', async () => {
    const response = await post(
      { ...message, email: 'zoe@example.fr' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.statusCode).toBe(201);
    const [ack] = await mailbox('zoe@example.fr');
    expect(ack.subject).toBe('Nous avons bien reçu votre message — Rentwise');
    expect(ack.text).toContain('Message envoyé avec succès\u202f!');
  });

  it('rejects a message without the required fields, with a message key per field', async () => {
    const response = await post({ name: '', email: 'nope', reason: 'jobs', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        name: 'contact:errors.nameRequired',
        email: 'contact:errors.emailInvalid',
        reason: 'contact:errors.reasonRequired',
        message: 'contact:errors.messageRequired',
      },
    });
  });

  it('rejects unknown fields and non-JSON bodies', async () => {
    expect((await post({ ...message, ownerId: 'x' })).statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=x',
      headers: { 'content-type': 'application/xml' },
      remoteAddress: '10.0.1.1',
    });
    expect(text.statusCode).toBe(415);
  });

  it('never lets a line break reach a mail header', async () => {
    const response = await post({
      ...message,
      email: 'eve@example.com',
      name: 'Eve\r\nBcc: victim@example.com',
    });
    expect(response.statusCode).toBe(201);
    const [support] = await mailbox('help@rentwise.test');
    expect(support.subject).toBe('Contact form: Demo request from Eve Bcc: victim@example.com');
    expect(support.subject).not.toMatch(/[\r\n]/);
    expect(await mailbox('victim@example.com')).toHaveLength(0);
    // An address with a line break is not an address.
    const injected = await post({ ...message, email: 'eve@example.com\r\nBcc: victim@example.com' });
    expect(injected.statusCode).toBe(400);
  });

  it('silently drops a message whose honeypot is filled in', async () => {
    const before = (await listContactMessages(ctx.database.db)).length;
    const response = await post({ ...message, email: 'bot@example.com', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listContactMessages(ctx.database.db)).toHaveLength(before);
    expect(await mailbox('bot@example.com')).toHaveLength(0);
  });

  it('answers the 6th message within 10 minutes from one address with 429 and Retry-After', async () => {
    const from = '192.0.2.77';
    for (let i = 1; i <= 5; i++) {
      const response = await post({ ...message, email: `flood${i}@example.com` }, {}, from);
      expect(response.statusCode).toBe(201);
    }
    const sixth = await post({ ...message, email: 'flood6@example.com' }, {}, from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect(await mailbox('flood6@example.com')).toHaveLength(0);
    // Another address is not affected.
    expect((await post({ ...message, email: 'other@example.com' }, {}, '192.0.2.78')).statusCode).toBe(201);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    expect(document.paths['/api/contact'].post).toBeDefined();
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localRequestsOnly } from '../../http/local-only';
import { escapeHtml } from '../../mail/layout';
import { recentEmails } from '../../mail/mailer';

const mailboxQuerySchema = z
  .object({ to: z.string().max(320).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) })
  .strict();

const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * The development mailbox: with the outbox transport nothing leaves the machine, and every email
 * is readable here instead. Registered only outside production (see routes.ts).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Only this machine may read the mailbox (issue 23 finding 11).
  app.addHook('onRequest', localRequestsOnly);

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        description: 'Emails written to the outbox, newest first (development only).',
        querystring: mailboxQuerySchema,
        response: { 200: z.array(mailboxMessageSchema) },
      },
    },
    async (request) => {
      const rows = await recentEmails(db, { to: request.query.to, limit: request.query.limit });
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const rows = await recentEmails(db, { to: request.query.to, limit: request.query.limit });
      const items = rows
        .map(
          (row) => `<article class="mail">
  <header><h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.status)}</p></header>
  <div class="body">${row.htmlBody}</div>
</article>`,
        )
        .join('\n');
      const filter = request.query.to ? ` for ${escapeHtml(request.query.to)}` : '';
      const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rentwise dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
main{max-width:760px;margin:0 auto;padding:24px}
h1{font-size:22px}.mail{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:16px 0;overflow:hidden}
.mail header{padding:12px 16px;border-bottom:1px solid #e5e7eb}.mail h2{font-size:16px;margin:0}
.meta{color:#4b5563;font-size:13px;margin:4px 0 0}.body{padding:0}
.empty{color:#4b5563}
</style></head>
<body><main><h1>Dev mailbox${filter}</h1>
<p class="meta">Emails Rentwise would have sent, newest first. JSON: <a href="/api/dev/mailbox">/api/dev/mailbox</a></p>
${items || '<p class="empty">No emails yet.</p>'}
</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};

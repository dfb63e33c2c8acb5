import { contactFormSchema, contactResponseSchema } from '@rentwise/core/contact/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../http/accept-language';
import { submitContactMessage } from './contact.service';

/** QUALITY.md security row 15: the 6th message within 10 minutes from one address gets 429. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** POST /api/contact: the public contact form. No account needed; rate limited per address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Rentwise team',
        description:
          'Stores the message and emails it to the support inbox, with an acknowledgement to the sender ' +
          'in the language of Accept-Language (en or fr). At most 5 messages per 10 minutes per address.',
        body: contactFormSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitContactMessage(
        app.deps,
        request.body,
        languageFromHeader(request.headers['accept-language']),
      );
      if (!result.stored) request.log.info('contact form honeypot filled in: message dropped');
      return reply.status(201).send({ id: result.id });
    },
  );
};

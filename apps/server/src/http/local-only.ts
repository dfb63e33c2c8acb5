import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** Loopback, in IPv4, IPv6 and IPv4-mapped IPv6 spelling. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * onRequest hook of the development-only routes (dev mailbox, dev job runner): they answer only to
 * a request from this machine. The mailbox shows every email's links (sign-in, reset) and the job
 * runner moves the ledger's clock; a development server reachable from the network (HOST=0.0.0.0)
 * must not hand them to its neighbours. The socket's address decides, never X-Forwarded-For.
 * Anyone else gets the 404 of a route that does not exist.
 */
export async function localRequestsOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopback(request.socket.remoteAddress)) return;
  const pathname = request.url.split('?')[0];
  return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
}

import type { FastifyInstance } from 'fastify';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';

/** Every feature's routes, registered in one place so the route table is easy to read. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  const { config } = app.deps;
  if (config.env !== 'production' && config.mail.transport === 'outbox') {
    await app.register(devMailboxRoutes);
  }
}

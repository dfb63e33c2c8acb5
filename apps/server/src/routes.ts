import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { devJobsRoutes } from './jobs/dev-jobs.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { leaseReviewsRoutes } from './modules/lease-reviews/lease-reviews.routes';
import { leaseChargesRoutes } from './modules/leases/lease-charges.routes';
import { leaseLifecycleRoutes } from './modules/leases/lease-lifecycle.routes';
import { leasesRoutes } from './modules/leases/leases.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { maintenanceApprovalsRoutes } from './modules/maintenance/maintenance-approvals.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ownerClientsRoutes } from './modules/owner-clients/owner-clients.routes';
import { ownerStatementsRoutes } from './modules/owner-statements/owner-statements.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { rentRemindersRoutes } from './modules/rent-reminders/rent-reminders.routes';
import { rentSuggestionsRoutes } from './modules/rent-suggestions/rent-suggestions.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { stripeRoutes, stripeWebhookRoutes } from './modules/stripe/stripe.routes';
import { teamRoutes } from './modules/team/team.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';

/** Every feature's routes, registered in one place so the route table is easy to read. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  // First: it decorates every request with `actor` for the guarded routes below.
  await app.register(authRoutes);
  await app.register(profilesRoutes);
  await app.register(teamRoutes);
  await app.register(contactRoutes);
  await app.register(propertiesRoutes);
  await app.register(tenantsRoutes);
  await app.register(ownerClientsRoutes);
  await app.register(dashboardRoutes);
  await app.register(leasesRoutes);
  await app.register(leaseLifecycleRoutes);
  await app.register(leaseChargesRoutes);
  await app.register(paymentsRoutes);
  await app.register(stripeRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(remindersRoutes);
  await app.register(rentRemindersRoutes);
  await app.register(calendarRoutes);
  await app.register(notificationsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(maintenanceApprovalsRoutes);
  await app.register(messagesRoutes);
  await app.register(documentsRoutes);
  await app.register(leaseReviewsRoutes);
  await app.register(rentSuggestionsRoutes);
  await app.register(expensesRoutes);
  await app.register(reportsRoutes);
  await app.register(ownerStatementsRoutes);
  await app.register(importsRoutes);
  await app.register(exportsRoutes);
  await app.register(auditRoutes);
  const { config } = app.deps;
  if (config.env !== 'production' && config.mail.transport === 'outbox') {
    await app.register(devMailboxRoutes);
  }
  if (config.env !== 'production') await app.register(devJobsRoutes);
  if (config.env !== 'production' && config.demoData) await app.register(demoRoutes);
}

import { hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS, moneyInputIssue } from '../money/amount-input';
import { pageSchema } from '../pagination';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';
import { leaseExpiryFlagSchema } from './expiry';

const cents = z.number().int().min(0).max(1_000_000_000).describe('Amount in integer cents');

/**
 * Today's date where the form is filled in (the browser's local day), as YYYY-MM-DD.
 */
export function localTodayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The message of a start date before today on a lease not said to be an existing one. */
export const LEASE_START_IN_PAST = 'validation:lease.startInPast';

/**
 * The one rule for a lease's start (issue 24 item 5): a start before `today` is refused unless the
 * owner says it is an existing lease (one that has already started). The form applies it with the
 * browser's day, the server with the organisation's day (leases.service createLease).
 */
export function leaseStartIssue(
  value: { startDate: string; existingLease?: boolean },
  today: string,
): typeof LEASE_START_IN_PAST | undefined {
  return !value.existingLease && value.startDate && value.startDate < today ? LEASE_START_IN_PAST : undefined;
}

/**
 * The Create New Lease form (spec dialog 2, section 5). The rent is typed in currency units and
 * converted to cents before the request. The picker disables past days, and a typed past day is
 * refused the same way (issue 24 item 5) unless the owner ticks "This is an existing lease": an
 * existing lease is onboarded by saying so, never by accident.
 */
export const leaseFormSchema = z
  .object({
    existingLease: z.boolean(),
    propertyId: z.string().min(3, 'validation:lease.propertyRequired'),
    tenantId: z.string().min(2, 'validation:lease.tenantRequired'),
    startDate: z.string().min(1, 'validation:lease.startDateRequired'),
    endDate: z.string().min(1, 'validation:lease.endDateRequired'),
    rentAmount: z.coerce
      .number({ error: 'validation:lease.rentPositive' })
      .positive('validation:lease.rentPositive')
      .max(10_000_000, 'validation:lease.rentMax')
      .refine(hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS),
    /** The lease's terms, pre-filled with the organisation's defaults (issue 18 item 3). */
    dueDay: z.coerce
      .number()
      .int()
      .min(1, 'validation:lease.dueDayRange')
      .max(31, 'validation:lease.dueDayRange'),
    graceDays: z.coerce
      .number()
      .int()
      .min(0, 'validation:lease.graceDaysRange')
      .max(28, 'validation:lease.graceDaysRange'),
    lateFee: z.coerce
      .number()
      .min(0, 'validation:lease.amountNotNegative')
      .max(10_000_000, 'validation:lease.rentMax')
      .refine(hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS),
    /** Empty = one month's rent (the spec's default). */
    depositAmount: z
      .string()
      .refine((value) => value.trim() === '' || Number(value) >= 0, 'validation:lease.amountNotNegative')
      .refine((value) => moneyInputIssue(value) !== MONEY_TOO_MANY_DECIMALS, MONEY_TOO_MANY_DECIMALS),
  })
  .refine((value) => !value.startDate || !value.endDate || value.endDate > value.startDate, {
    message: 'validation:lease.endAfterStart',
    path: ['endDate'],
  })
  .refine((value) => !leaseStartIssue(value, localTodayIso()), {
    message: LEASE_START_IN_PAST,
    path: ['startDate'],
  });
export type LeaseFormValues = z.input<typeof leaseFormSchema>;
export const leaseFormDefaults = {
  existingLease: false,
  propertyId: '',
  tenantId: '',
  startDate: '',
  endDate: '',
  rentAmount: 0,
  dueDay: 1,
  graceDays: 5,
  lateFee: 50,
  depositAmount: '',
};

/**
 * A lease date: a real calendar date within 1900–2199. Creating a lease writes every charge due
 * from its start, and the daily job re-derives them, so a start in the year 1000 meant 12,000
 * charge rows per request (seconds of work, and a 500 past ~20,000 in one insert).
 */
export const LEASE_DATE_MIN = '1900-01-01';
export const LEASE_DATE_MAX = '2199-12-31';
export const leaseDateSchema = isoDateSchema.refine(
  (value) => value >= LEASE_DATE_MIN && value <= LEASE_DATE_MAX,
  'validation:dateInvalid',
);

/**
 * POST /api/leases. Amounts in cents; defaults: deposit = one month's rent, due the 1st, fee $50
 * after 5 days. A start before the organisation's today needs `existingLease: true` (default
 * false; `leaseStartIssue`): the lease has already started and its charges are generated from its
 * start date, as the Create Lease dialog says.
 */
export const createLeaseBodySchema = z
  .object({
    propertyId: z.uuid('validation:lease.propertyRequired'),
    unitId: z.uuid().optional(),
    tenantId: z.uuid('validation:lease.tenantRequired'),
    startDate: leaseDateSchema,
    endDate: leaseDateSchema,
    /** The lease has already started: its start may be before today (default false). */
    existingLease: z.boolean().optional(),
    rentAmount: cents.min(1, 'validation:lease.rentPositive'),
    depositAmount: cents.optional(),
    dueDay: z.number().int().min(1).max(31).optional(),
    graceDays: z.number().int().min(0).max(28).optional(),
    lateFee: cents.optional(),
    /** 'draft' saves the lease without charges or moving the tenant in; activate it later. */
    status: z.enum(['active', 'draft']).optional(),
  })
  .strict()
  .refine((value) => value.endDate > value.startDate, {
    message: 'validation:lease.endAfterStart',
    path: ['endDate'],
  });
export type CreateLeaseBody = z.infer<typeof createLeaseBodySchema>;

export const leaseStatusSchema = z.enum(['draft', 'active', 'ended']);
export const leaseDisplayStatusSchema = z.enum(['draft', 'active', 'expiring-soon', 'expired']);
export type LeaseDisplayStatus = z.infer<typeof leaseDisplayStatusSchema>;

export const leaseSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyAddress: z.string(),
  unitId: z.uuid().nullable(),
  unitLabel: z.string().nullable(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rentAmount: z.number().int(),
  depositAmount: z.number().int(),
  dueDay: z.number().int(),
  graceDays: z.number().int(),
  lateFee: z.number().int(),
  status: leaseStatusSchema,
  displayStatus: leaseDisplayStatusSchema,
  /** Ending within 30/60/90 days, or past its end with the unit still occupied (core leases/expiry.ts). */
  expiryFlag: leaseExpiryFlagSchema.nullable(),
  balance: z.number().int().describe('Charges due so far minus payments, cents (negative = credit)'),
  createdAt: z.string(),
});
export type Lease = z.infer<typeof leaseSchema>;
export const leasePageSchema = pageSchema(leaseSchema);

export const leaseListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    status: leaseDisplayStatusSchema.optional(),
    search: z.string().trim().max(200).optional(),
  })
  .strict();

export const chargeKindSchema = z.enum(['rent', 'late_fee', 'deposit', 'other']);
export const paymentStatusSchema = z.enum(['paid', 'pending', 'overdue']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
/**
 * How a ledger payment came: money received (card, bank, cash, check), or a non-cash entry of the
 * lease lifecycle (decision 022): 'credit' (a move-out proration credit), 'deposit' (the deposit
 * applied at its settlement), 'transfer' (a deposit carried over to a renewal).
 */
export const paymentMethodSchema = z.enum(['card', 'bank', 'cash', 'check', 'credit', 'deposit', 'transfer']);

export const chargeSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  kind: chargeKindSchema,
  period: z.string(),
  dueDate: z.string(),
  amount: z.number().int(),
  open: z.number().int().describe('Still owed, cents'),
  status: paymentStatusSchema,
});
export type Charge = z.infer<typeof chargeSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  leaseId: z.uuid(),
  tenantId: z.uuid(),
  amount: z.number().int(),
  method: paymentMethodSchema,
  receivedAt: z.string(),
  reference: z.string().nullable(),
  provider: z.string().nullable(),
  receiptNumber: z.string(),
  unallocated: z.number().int().describe('Credit left from this payment, cents'),
  /** A voided payment stays in the ledger, marked, and no longer counts (issue 18). */
  voided: z.boolean(),
  refunded: z.number().int().describe('Refunded from this payment so far, cents'),
});
export type Payment = z.infer<typeof paymentSchema>;

export const allocationSchema = z.object({
  paymentId: z.uuid(),
  chargeId: z.uuid(),
  amount: z.number().int(),
});

/** GET /api/leases/:id/ledger. `balance` = charges − payments + refunds, voided payments left out (negative = credit). */
export const ledgerSchema = z.object({
  charges: z.array(chargeSchema),
  payments: z.array(paymentSchema),
  allocations: z.array(allocationSchema),
  balance: z.number().int(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

/** One row of GET /api/payments: a charge with its lease, tenant and status. */
export const paymentDueSchema = chargeSchema.extend({
  tenantId: z.uuid(),
  tenantName: z.string(),
  propertyAddress: z.string(),
  unitLabel: z.string().nullable(),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;
export const paymentDuePageSchema = pageSchema(paymentDueSchema);

export const paymentListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    /** `open` = pending or overdue. */
    status: z.enum(['paid', 'pending', 'overdue', 'open']).optional(),
    leaseId: z.uuid().optional(),
  })
  .strict();

export const jobNameSchema = z.enum(['rent-charges', 'late-fees', 'lease-expiry']);
export type JobName = z.infer<typeof jobNameSchema>;
export const runJobBodySchema = z.object({ asOf: isoDateSchema.optional() }).strict();

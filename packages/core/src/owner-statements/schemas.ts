import { expenseCategories } from '../expenses/schemas';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/**
 * Owner money (issue 19 items 2-3): the management fee policy of an owner client, their
 * contributions and distributions, a property's reserve, and the monthly owner statement. Amounts
 * are integer cents; an owner's part of a property's money is its share (basis points) of each
 * line, rounded per line, so every total is the sum of the lines it shows.
 */

/** YYYY-MM, a calendar month. */
export const periodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:dateInvalid')
  .refine((value) => value >= '2000-01' && value <= '2100-12', 'validation:dateInvalid');

export const statementParamsSchema = z.object({ id: z.uuid(), period: periodSchema }).strict();

/**
 * GET …/statements/:period(.pdf|.csv): `version` reads a published version as it was published
 * (an owner client reads the latest one without it); `lang` the PDF's and CSV's language (else the
 * reader's).
 */
export const statementQuerySchema = z
  .object({
    version: z.coerce.number().int().min(1).max(10_000).optional(),
    lang: z.enum(['en', 'fr']).optional(),
  })
  .strict();
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One publication of a period: its version, when, and the closing balance it showed. */
export const statementPublicationSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  closingBalance: z.number().int(),
});
export type StatementPublication = z.infer<typeof statementPublicationSchema>;

/** GET /api/owners/:id/statements: the periods an owner has, each with its publications (newest first). */
export const statementListSchema = z.object({
  ownerId: z.uuid(),
  ownerName: z.string(),
  periods: z.array(
    z.object({
      period: z.string(),
      publications: z.array(statementPublicationSchema),
    }),
  ),
});
export type StatementList = z.infer<typeof statementListSchema>;

const cents = z.number().int().min(0).max(1_000_000_000).describe('Integer cents');

/** PUT /api/owners/:id/fee-policy. */
export const feePolicyBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('percent'),
      /** 800 = 8 % of the rent collected. */
      percentBasisPoints: z.number().int().min(0).max(10_000),
      /** At least this much a month for each unit (the owner's share of the units). */
      minimumPerUnit: cents.default(0),
    })
    .strict(),
  z.object({ kind: z.literal('flat'), flatMonthly: cents }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
]);
export type FeePolicyBody = z.infer<typeof feePolicyBodySchema>;
export type FeePolicy = FeePolicyBody;

export const feePolicySchema = z.object({
  kind: z.enum(['percent', 'flat', 'none']),
  percentBasisPoints: z.number().int(),
  minimumPerUnit: z.number().int(),
  flatMonthly: z.number().int(),
});

/** POST /api/owners/:id/transactions: money the owner put in, or was paid out (a draw). */
export const ownerTransactionBodySchema = z
  .object({
    kind: z.enum(['contribution', 'distribution']),
    date: isoDateSchema,
    amount: cents.min(1, 'expenses:validation.amountPositive'),
    reference: z.string().trim().min(1, 'validation:required').max(200, 'validation:tooLong'),
  })
  .strict();
export type OwnerTransactionBody = z.infer<typeof ownerTransactionBodySchema>;

export const ownerTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['contribution', 'distribution']),
  date: z.string(),
  amount: z.number().int(),
  reference: z.string(),
});
export type OwnerTransaction = z.infer<typeof ownerTransactionSchema>;

/** PUT /api/properties/:id/reserve: the cash kept back for the property. */
export const reserveBodySchema = z.object({ amount: cents }).strict();
export const reserveSchema = z.object({ propertyId: z.uuid(), amount: z.number().int() });

/** Where a line comes from: the API path of its record (and of its receipt). */
const sourceSchema = z.object({
  type: z.enum(['payment', 'refund', 'expense', 'owner_transaction']),
  id: z.uuid(),
  href: z.string().nullable(),
});

const lineSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  description: z.string(),
  propertyName: z.string(),
  unitLabel: z.string().nullable(),
  /** The whole amount of the record, cents. */
  amount: z.number().int(),
  /** The owner's share of the property, basis points. */
  shareBasisPoints: z.number().int(),
  /** The owner's part: round(amount × share), the figure the totals add up. */
  ownerAmount: z.number().int(),
  source: sourceSchema,
  receiptHref: z.string().nullable(),
});
export type StatementLine = z.infer<typeof lineSchema>;

export const ownerStatementSchema = z.object({
  ownerId: z.uuid(),
  ownerName: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  /** This statement as published (its version and when); both null for the live statement. */
  version: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  /** Every publication of the period so far, newest first. */
  publications: z.array(statementPublicationSchema),
  openingBalance: z.number().int(),
  income: z.object({
    units: z.array(
      z.object({
        propertyId: z.uuid(),
        propertyName: z.string(),
        unitLabel: z.string().nullable(),
        total: z.number().int(),
        lines: z.array(lineSchema),
      }),
    ),
    total: z.number().int(),
  }),
  expenses: z.object({
    categories: z.array(
      z.object({ category: z.enum(expenseCategories), total: z.number().int(), lines: z.array(lineSchema) }),
    ),
    total: z.number().int(),
  }),
  fee: z.object({
    policy: feePolicySchema,
    /** The income the percentage applies to (the owner's part of rent and other income collected). */
    base: z.number().int(),
    percentAmount: z.number().int(),
    /** The owner's share of the units of their properties, in hundredths of a unit. */
    unitHundredths: z.number().int(),
    minimumAmount: z.number().int(),
    amount: z.number().int(),
  }),
  contributions: z.object({ lines: z.array(lineSchema), total: z.number().int() }),
  distributions: z.object({ lines: z.array(lineSchema), total: z.number().int() }),
  reserve: z.object({
    properties: z.array(
      z.object({ propertyId: z.uuid(), propertyName: z.string(), amount: z.number().int() }),
    ),
    total: z.number().int(),
  }),
  closingBalance: z.number().int(),
  availableToDistribute: z.number().int(),
});
export type OwnerStatement = z.infer<typeof ownerStatementSchema>;

export interface FeeInput {
  policy: FeePolicy | null;
  /** The owner's part of the income collected in the month, cents. */
  income: number;
  /** The owner's share of their properties' units, in hundredths of a unit. */
  unitHundredths: number;
}

/**
 * The month's management fee (one definition, used by the statement and its opening balance):
 * a percentage of the income collected, at least the minimum per unit; or a flat amount; or none.
 */
export function managementFee({ policy, income, unitHundredths }: FeeInput): {
  percentAmount: number;
  minimumAmount: number;
  amount: number;
} {
  if (!policy || policy.kind === 'none') return { percentAmount: 0, minimumAmount: 0, amount: 0 };
  if (policy.kind === 'flat') return { percentAmount: 0, minimumAmount: 0, amount: policy.flatMonthly };
  const percentAmount = Math.round((Math.max(income, 0) * policy.percentBasisPoints) / 10_000);
  const minimumAmount = Math.round((policy.minimumPerUnit * unitHundredths) / 100);
  return { percentAmount, minimumAmount, amount: Math.max(percentAmount, minimumAmount) };
}

/** The months from `first` to `last` (YYYY-MM, both included). */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  const [lastYear, lastMonth] = last.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The first and last day of a YYYY-MM period. */
export function periodBounds(period: string): { from: string; to: string; next: string } {
  const [year, month] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}`, next };
}

import { pageSchema } from '../pagination';
import { isoDateSchema } from '../tenants/schemas';
import { z } from '../zod';

/**
 * Expenses (bills) of a property (issue 19 item 1). Amounts are integer cents. An expense is never
 * deleted: a wrong one is voided with its reason and kept. Messages are i18n keys of the
 * `expenses` namespace (packages/core/src/locales/{en,fr}/expenses.json).
 */

/** The chart of accounts (labels: `expenses:categories.<key>`). */
export const expenseCategories = [
  'repairs_maintenance',
  'utilities',
  'insurance',
  'property_tax',
  'management_fees',
  'cleaning_landscaping',
  'legal_professional',
  'capital_improvements',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** Not an operating expense: NOI leaves these out (issue 19 item 4). */
export const CAPITAL_CATEGORIES: readonly ExpenseCategory[] = ['capital_improvements'];

export function isOperatingExpense(category: ExpenseCategory): boolean {
  return !CAPITAL_CATEGORIES.includes(category);
}

const amount = z
  .number()
  .int()
  .min(1, 'expenses:validation.amountPositive')
  .max(1_000_000_000, 'expenses:validation.amountTooLarge')
  .describe('Amount in integer cents');

const description = z
  .string()
  .trim()
  .min(1, 'expenses:validation.descriptionRequired')
  .max(500, 'validation:tooLong');

const expenseDate = isoDateSchema.refine(
  (value) => value >= '2000-01-01' && value <= '2100-12-31',
  'validation:dateInvalid',
);

/** POST /api/expenses and the Record expense form (amount already in cents). */
export const expenseBodySchema = z
  .object({
    propertyId: z.uuid('expenses:validation.propertyRequired'),
    unitId: z.uuid().nullable().optional(),
    vendorId: z.uuid().nullable().optional(),
    category: z.enum(expenseCategories, 'expenses:validation.categoryRequired'),
    date: expenseDate,
    amount,
    description,
    documentId: z.uuid().nullable().optional().describe('The receipt (a document)'),
    maintenanceRequestId: z.uuid().nullable().optional().describe('The repair this bill is for'),
  })
  .strict();
export type ExpenseBody = z.infer<typeof expenseBodySchema>;

/** PATCH /api/expenses/:id: any field but the property (a voided expense cannot be edited). */
export const updateExpenseBodySchema = expenseBodySchema
  .omit({ propertyId: true })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateExpenseBody = z.infer<typeof updateExpenseBodySchema>;

/** POST /api/expenses/:id/void. */
export const voidExpenseBodySchema = z
  .object({
    reason: z.string().trim().min(1, 'expenses:validation.reasonRequired').max(500, 'validation:tooLong'),
  })
  .strict();
export type VoidExpenseBody = z.infer<typeof voidExpenseBodySchema>;

export const expenseSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  unitId: z.uuid().nullable(),
  unitLabel: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  category: z.enum(expenseCategories),
  date: z.string(),
  amount: z.number().int(),
  description: z.string(),
  documentId: z.uuid().nullable(),
  documentName: z.string().nullable(),
  maintenanceRequestId: z.uuid().nullable(),
  maintenanceRequestTitle: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expensePageSchema = pageSchema(expenseSchema).extend({
  /** Sum of the non-voided expenses matching the filters (all pages), cents. */
  total: z.number().int(),
});
export type ExpensePage = z.infer<typeof expensePageSchema>;

/** GET /api/expenses: newest first; filters combine. */
export const expenseListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().min(1).max(200).optional(),
    propertyId: z.uuid().optional(),
    category: z.enum(expenseCategories).optional(),
    maintenanceRequestId: z.uuid().optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    includeVoided: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

const optionalId = z
  .string()
  .transform((value) => (value === '' ? null : value))
  .pipe(z.uuid().nullable());

/**
 * The Record expense form: the amount in currency units (the dialog sends it in cents), empty
 * selects meaning none. The receipt file is not a field: the dialog uploads it first.
 */
export const expenseFormSchema = z.object({
  propertyId: z.string().min(1, 'expenses:validation.propertyRequired'),
  unitId: optionalId,
  category: z.enum(expenseCategories, 'expenses:validation.categoryRequired'),
  date: expenseDate,
  amount: z.coerce
    .number({ error: 'expenses:validation.amountPositive' })
    .min(0.01, 'expenses:validation.amountPositive')
    .max(10_000_000, 'expenses:validation.amountTooLarge'),
  description,
});
export type ExpenseFormInput = z.input<typeof expenseFormSchema>;
export type ExpenseFormValues = z.output<typeof expenseFormSchema>;

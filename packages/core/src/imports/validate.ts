import { LEASE_DATE_MAX, LEASE_DATE_MIN, leaseFormSchema } from '../leases/schemas';
import { vendorFormSchema } from '../maintenance/schemas';
import { ownerFormSchema } from '../owner-clients/schemas';
import { createPropertyBodySchema } from '../properties/schemas';
import { tenantFormSchema } from '../tenants/schemas';
import type { z } from '../zod';
import { type ImportKind, type ImportMapping, importFields } from './templates';
import { type DateFormat, looksLikeFormula, parseAmount, parseDate, possibleDateFormats } from './values';

/**
 * Checks the rows of an import (issue 20) with the same zod rules as the forms and the API, plus
 * what only a whole file shows: duplicates within the file and against the organisation's records.
 * Pure: the server loads the context, this decides each row's status and messages.
 */

export type RowStatus = 'ready' | 'warning' | 'error';

/** One message on one field of one row: an i18n key (`imports:…` or `validation:…`). */
export interface RowMessage {
  field: string;
  message: string;
}

export interface CheckedRow {
  status: RowStatus;
  /** Read values: text trimmed, amounts in cents, dates as YYYY-MM-DD, absent = null. */
  values: Record<string, string | number | null>;
  messages: RowMessage[];
  /** Already in the organisation (a re-import): reported, never created again. */
  duplicate: boolean;
}

/** What the organisation already holds, as the checks need it (keys from `recordKey`). */
export interface ImportContext {
  /** properties: address key → unit label keys of the organisation's properties. */
  properties: Map<string, { id: string; units: Map<string, string> }>;
  /**
   * tenants: the lower-case emails of this organisation's tenant records. Another organisation's
   * are never looked at: an address known elsewhere is imported like a new one and linked only by
   * the tenant's invitation (decision 030), so the preview never reveals it.
   */
  tenantEmails: Set<string>;
  /** owner clients: the organisation's owner clients by `ownerKey` (email, else the name). */
  owners?: Set<string>;
  /** leases: the organisation's tenants by lower-case email. */
  tenantIds?: Map<string, string>;
  /** leases: the active leases on each unit (by unit id), to refuse an overlapping one. */
  unitLeases?: Map<string, { tenantEmail: string; startDate: string; endDate: string }[]>;
  /** vendors: the organisation's vendors' lower-case emails. */
  vendorEmails?: Set<string>;
}

/** How an owner client is recognised in a re-import: by email, else by first and last name. */
export function ownerKey(owner: { email?: string | null; firstName: string; lastName: string }): string {
  return owner.email
    ? `email:${owner.email.toLowerCase()}`
    : `name:${recordKey(owner.firstName)}\u0000${recordKey(owner.lastName)}`;
}

/** How two spellings of one address or unit label compare: trimmed, spaces collapsed, lower case. */
export function recordKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The date formats a file's date columns allow (several: the person must choose). */
export function fileDateFormats(
  kind: ImportKind,
  rows: readonly string[][],
  mapping: ImportMapping,
): DateFormat[] {
  const values: string[] = [];
  for (const field of importFields[kind]) {
    const column = mapping[field.key];
    if (field.type !== 'date' || column === null || column === undefined) continue;
    for (const row of rows) values.push(row[column] ?? '');
  }
  return possibleDateFormats(values);
}

function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'imports:errors.invalid');
}

/** The zod rule each text field shares with its form (null: any text up to 200 characters). */
const fieldRules: Record<string, z.ZodType | undefined> = {
  address: createPropertyBodySchema.shape.address,
  propertyType: createPropertyBodySchema.shape.propertyType,
  city: createPropertyBodySchema.shape.city,
  state: createPropertyBodySchema.shape.state,
  zipCode: createPropertyBodySchema.shape.zipCode,
  firstName: tenantFormSchema.shape.firstName,
  lastName: tenantFormSchema.shape.lastName,
  email: tenantFormSchema.shape.email,
  phone: tenantFormSchema.shape.phone,
};

/** Owner clients' fields follow the owner form (its own name and optional-field rules). */
const ownerRules: Record<string, z.ZodType | undefined> = {
  firstName: ownerFormSchema.shape.firstName,
  lastName: ownerFormSchema.shape.lastName,
  email: ownerFormSchema.shape.email,
  phone: ownerFormSchema.shape.phone,
  company: ownerFormSchema.shape.company,
};

/** Vendors' fields follow the Add Vendor form; leases' terms the Create Lease form. */
const kindRules: Partial<Record<ImportKind, Record<string, z.ZodType | undefined>>> = {
  owner_clients: ownerRules,
  vendors: {
    name: vendorFormSchema.shape.name,
    trade: vendorFormSchema.shape.trade,
    email: vendorFormSchema.shape.email,
    phone: vendorFormSchema.shape.phone,
  },
  leases: {
    address: createPropertyBodySchema.shape.address,
    tenantEmail: tenantFormSchema.shape.email,
    dueDay: leaseFormSchema.shape.dueDay,
    graceDays: leaseFormSchema.shape.graceDays,
  },
};

/** Reads and checks each row on its own: required fields, types, the forms' rules. */
function readRow(
  kind: ImportKind,
  cells: readonly string[],
  mapping: ImportMapping,
  dateFormat: DateFormat | null,
): CheckedRow {
  const row: CheckedRow = { status: 'ready', values: {}, messages: [], duplicate: false };
  const error = (field: string, message: string) => row.messages.push({ field, message });
  for (const field of importFields[kind]) {
    const column = mapping[field.key];
    let raw = column === null || column === undefined ? '' : (cells[column] ?? '').trim();
    // Our own export escapes formula-looking text with an apostrophe (`csvCell`): read it back as it was.
    if (raw.startsWith("'") && looksLikeFormula(raw.slice(1))) raw = raw.slice(1);
    row.values[field.key] = null;
    if (raw === '') {
      if (field.required) error(field.key, 'imports:errors.required');
      continue;
    }
    if (field.type === 'amount') {
      const amount = parseAmount(raw);
      if ('error' in amount) error(field.key, `imports:errors.${amount.error}`);
      else row.values[field.key] = amount.cents;
      continue;
    }
    if (field.type === 'integer') {
      if (!/^\d{1,4}$/.test(raw)) {
        error(field.key, 'imports:errors.integerInvalid');
        continue;
      }
      const rule = kindRules[kind]?.[field.key];
      const issue = rule ? firstIssue(rule, Number(raw)) : null;
      if (issue) error(field.key, issue);
      else row.values[field.key] = Number(raw);
      continue;
    }
    if (field.type === 'date') {
      if (!dateFormat && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(raw)) {
        error(field.key, 'imports:errors.dateFormatRequired');
        continue;
      }
      const date = parseDate(raw, dateFormat ?? 'YYYY-MM-DD');
      if ('error' in date) error(field.key, 'imports:errors.dateInvalid');
      else if (kind === 'leases' && (date.date < LEASE_DATE_MIN || date.date > LEASE_DATE_MAX)) {
        error(field.key, 'imports:errors.dateInvalid');
      } else row.values[field.key] = date.date;
      continue;
    }
    const rule = kindRules[kind] ? kindRules[kind]?.[field.key] : fieldRules[field.key];
    const issue = rule ? firstIssue(rule, raw) : raw.length > 200 ? 'validation:tooLong' : null;
    if (issue) {
      error(field.key, issue);
      continue;
    }
    row.values[field.key] = field.type === 'email' ? raw.toLowerCase() : raw;
    // Stored as the text it is and never evaluated; a warning so the person sees it (and the
    // export escapes it). A phone number's leading + is not a formula.
    if (looksLikeFormula(raw) && !/^[+-]?[\d\s().-]+$/.test(raw)) {
      row.messages.push({ field: field.key, message: 'imports:warnings.formula' });
    }
  }
  return row;
}

function settle(row: CheckedRow): CheckedRow {
  // Anything but a warning is an error, whichever catalogue its key is in (a form's own keys too).
  const errors = row.messages.some((m) => !m.message.startsWith('imports:warnings.'));
  row.status = errors ? 'error' : row.messages.length > 0 || row.duplicate ? 'warning' : 'ready';
  return row;
}

/** Every row of a file checked, in order; `context` is what the organisation already holds. */
export function checkRows(
  kind: ImportKind,
  rows: readonly string[][],
  mapping: ImportMapping,
  dateFormat: DateFormat | null,
  context: ImportContext,
): CheckedRow[] {
  const checked = rows.map((cells) => readRow(kind, cells, mapping, dateFormat));
  const seen = new Set<string>();
  for (const row of checked) {
    if (kind === 'properties') {
      const address = row.values.address;
      const unit = row.values.unitLabel;
      if (typeof address !== 'string' || typeof unit !== 'string') continue;
      const key = `${recordKey(address)}\u0000${recordKey(unit)}`;
      if (seen.has(key)) row.messages.push({ field: 'unitLabel', message: 'imports:errors.duplicateInFile' });
      seen.add(key);
      if (context.properties.has(recordKey(address))) {
        row.duplicate = true;
        row.messages.push({ field: 'address', message: 'imports:warnings.duplicateProperty' });
      }
    } else if (kind === 'owner_clients') {
      const { firstName, lastName, email } = row.values;
      if (typeof firstName !== 'string' || typeof lastName !== 'string') continue;
      const key = ownerKey({ email: typeof email === 'string' ? email : null, firstName, lastName });
      if (seen.has(key))
        row.messages.push({ field: email ? 'email' : 'lastName', message: 'imports:errors.duplicateInFile' });
      seen.add(key);
      if (context.owners?.has(key)) {
        row.duplicate = true;
        row.messages.push({
          field: email ? 'email' : 'lastName',
          message: 'imports:warnings.duplicateOwner',
        });
      }
    } else if (kind === 'leases') {
      checkLease(row, context, seen);
    } else if (kind === 'vendors') {
      const email = row.values.email;
      if (typeof email !== 'string') continue;
      if (seen.has(email)) row.messages.push({ field: 'email', message: 'imports:errors.duplicateInFile' });
      seen.add(email);
      if (context.vendorEmails?.has(email)) {
        row.duplicate = true;
        row.messages.push({ field: 'email', message: 'imports:warnings.duplicateVendor' });
      }
    } else {
      const email = row.values.email;
      if (typeof email === 'string') {
        if (seen.has(email)) row.messages.push({ field: 'email', message: 'imports:errors.duplicateInFile' });
        seen.add(email);
        if (context.tenantEmails.has(email)) {
          row.duplicate = true;
          row.messages.push({ field: 'email', message: 'imports:warnings.duplicateTenant' });
        }
      }
      const address = row.values.address;
      if (typeof address === 'string' && !row.duplicate) {
        const property = context.properties.get(recordKey(address));
        const unit = row.values.unitLabel;
        if (!property) row.messages.push({ field: 'address', message: 'imports:errors.propertyUnknown' });
        else if (typeof unit === 'string' && !property.units.has(recordKey(unit))) {
          row.messages.push({ field: 'unitLabel', message: 'imports:errors.unitUnknown' });
        }
      }
    }
  }
  return checked.map(settle);
}

/** Two date ranges (inclusive) share a day. */
function overlaps(a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * A lease row against the organisation and the rows before it: its property, unit and tenant must
 * exist; the end after the start; the rent above zero; the unit free over its dates (the same
 * lease again — same unit, tenant and start — is a duplicate, skipped); no other row of the file
 * on the same unit over the same days. `seen` holds the file's earlier leases (unit id + dates).
 */
function checkLease(row: CheckedRow, context: ImportContext, seen: Set<string>) {
  const v = row.values;
  const message = (field: string, key: string) => row.messages.push({ field, message: key });
  if (typeof v.rentAmount === 'number' && v.rentAmount < 1)
    message('rentAmount', 'validation:lease.rentPositive');
  const dates =
    typeof v.startDate === 'string' && typeof v.endDate === 'string'
      ? { startDate: v.startDate, endDate: v.endDate }
      : null;
  if (dates && dates.endDate <= dates.startDate) message('endDate', 'validation:lease.endAfterStart');
  if (typeof v.tenantEmail === 'string' && !context.tenantIds?.has(v.tenantEmail)) {
    message('tenantEmail', 'imports:errors.tenantUnknown');
  }
  if (typeof v.address !== 'string') return;
  const property = context.properties.get(recordKey(v.address));
  if (!property) {
    message('address', 'imports:errors.propertyUnknown');
    return;
  }
  if (typeof v.unitLabel !== 'string') return;
  const unitId = property.units.get(recordKey(v.unitLabel));
  if (!unitId) {
    message('unitLabel', 'imports:errors.unitUnknown');
    return;
  }
  if (!dates || dates.endDate <= dates.startDate) return;
  for (const other of context.unitLeases?.get(unitId) ?? []) {
    if (!overlaps(dates, other)) continue;
    if (other.tenantEmail === v.tenantEmail && other.startDate === dates.startDate) {
      row.duplicate = true;
      message('unitLabel', 'imports:warnings.duplicateLease');
    } else message('unitLabel', 'imports:errors.leaseOverlap');
    return;
  }
  for (const key of seen) {
    const [unit, startDate, endDate] = key.split('\u0000') as [string, string, string];
    if (unit === unitId && overlaps(dates, { startDate, endDate })) {
      message('unitLabel', 'imports:errors.leaseOverlapInFile');
      return;
    }
  }
  seen.add(`${unitId}\u0000${dates.startDate}\u0000${dates.endDate}`);
}

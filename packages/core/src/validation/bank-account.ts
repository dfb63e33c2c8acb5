import { z } from '../zod';

/**
 * Bank accounts a tenant may pay from (issue 24 item 6): an IBAN (Europe and most of the world),
 * or a US account number with its ABA routing number. Both carry a checksum, checked here so a
 * mistyped digit is caught in the form rather than by the bank days later.
 */

/** Spaces and dashes people type between groups; letters upper-cased. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * ISO 13616: two letters, two check digits, up to 30 letters or digits (15 to 34 in all); moved
 * the first four characters to the end, letters as 10–35, the number mod 97 is 1.
 */
export function ibanValid(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Digit by digit, keeping the remainder small (the number has up to ~70 digits).
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ABA routing number: nine digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) a multiple of 10. */
export function routingNumberValid(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** A US account number: 4 to 17 digits (no checksum of its own; the routing number has one). */
export function usAccountNumberValid(value: string): boolean {
  return /^\d{4,17}$/.test(value.trim());
}

/** How the tenant's bank account is given. */
export const bankAccountKinds = ['us', 'iban'] as const;
export type BankAccountKind = (typeof bankAccountKinds)[number];

/**
 * The `bank` of POST /api/payments: either `{ iban }` or `{ accountNumber, routingNumber }`, each
 * checked (IBAN mod 97, ABA routing checksum); the IBAN comes back compact and upper-case.
 */
export const bankAccountSchema = z.union([
  z
    .object({
      // Compacted, then checked (a pipe, so the schema still has a JSON Schema form for OpenAPI).
      iban: z
        .string()
        .max(50)
        .transform(compactIban)
        .pipe(z.string().refine(ibanValid, 'validation:payment.ibanInvalid')),
    })
    .strict(),
  z
    .object({
      accountNumber: z.string().trim().refine(usAccountNumberValid, 'validation:payment.accountInvalid'),
      routingNumber: z.string().trim().refine(routingNumberValid, 'validation:payment.routingInvalid'),
    })
    .strict(),
]);
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * The pay form's bank fields as typed (all strings, whichever kind is chosen): the issues of the
 * chosen kind, each on its own field, for a form's superRefine.
 */
export function bankAccountIssues(value: {
  bankKind: BankAccountKind;
  accountNumber: string;
  routingNumber: string;
  iban: string;
}): { path: 'accountNumber' | 'routingNumber' | 'iban'; message: string }[] {
  if (value.bankKind === 'iban') {
    return ibanValid(value.iban) ? [] : [{ path: 'iban', message: 'validation:payment.ibanInvalid' }];
  }
  const issues: { path: 'accountNumber' | 'routingNumber'; message: string }[] = [];
  if (!usAccountNumberValid(value.accountNumber)) {
    issues.push({ path: 'accountNumber', message: 'validation:payment.accountInvalid' });
  }
  if (!routingNumberValid(value.routingNumber)) {
    issues.push({ path: 'routingNumber', message: 'validation:payment.routingInvalid' });
  }
  return issues;
}

/** The body's `bank` from the form's fields. */
export function bankAccountOf(value: {
  bankKind: BankAccountKind;
  accountNumber: string;
  routingNumber: string;
  iban: string;
}): BankAccount {
  return value.bankKind === 'iban'
    ? { iban: compactIban(value.iban) }
    : { accountNumber: value.accountNumber.trim(), routingNumber: value.routingNumber.trim() };
}

import { z } from '../zod';

/**
 * The one phone rule (issue 24 item 5): the tenant's phone (Add / Edit tenant) and the person's
 * own (Settings) validate alike. Spec section 9: "phone 10" — ten digits at least; spaces, dots,
 * dashes, brackets and a leading + may separate them; 30 characters at most.
 */
export const PHONE_MIN_DIGITS = 10;

/** What is wrong with a typed phone number: 'invalid' (letters, symbols, too long), 'tooShort', or null. */
export function phoneIssue(value: string): 'invalid' | 'tooShort' | null {
  const phone = value.trim();
  if (phone === '') return 'tooShort';
  if (phone.length > 30 || !/^\+?[0-9 ().-]+$/.test(phone)) return 'invalid';
  return phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS ? 'tooShort' : null;
}

/**
 * A phone field with the form's own messages. `optional`: an empty value passes (and clears the
 * number where the form allows that, as Settings does).
 */
export function phoneSchema(
  messages: { invalid: string; tooShort: string },
  options: { optional?: boolean } = {},
) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '' && options.optional) return;
      const issue = phoneIssue(value);
      if (issue)
        ctx.addIssue({ code: 'custom', message: issue === 'invalid' ? messages.invalid : messages.tooShort });
    });
}

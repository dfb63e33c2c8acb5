/**
 * Card fields formatted as they are typed (issue 24 item 5): the number in groups of four (Amex
 * 4-6-5), the expiry as MM/YY with the slash added after the month. Only digits are kept, so a
 * pasted "4242-4242 4242 4242" reads the same; the checks (Luhn, expiry) stay in payments/schemas.
 */

/** '4242424242424242' → '4242 4242 4242 4242'; '378282246310005' → '3782 822463 10005'. */
export function formatCardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1' → '1', '12' → '12/', '123' → '12/3', '1228' → '12/28'; a first digit above 1 is a month
 * of its own ('4' → '04/'). Deleting the slash (the value shrinking to 'MM') leaves 'MM'.
 */
export function formatExpiryInput(value: string, previous = ''): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  // Backspace over the slash: keep the month without adding the slash back.
  if (digits.length === 2 && previous.length > value.length) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

import { describe, expect, it } from 'vitest';
import { accountFormSchema, profileUpdateSchema } from '../profile/schemas';
import {
  authMessages,
  changePasswordFormSchema,
  dashboardPath,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './schemas';

/** The first message per field, as the forms show them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('sign up form (spec section 5)', () => {
  const valid = {
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'olivia@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    currency: 'EUR' as const,
  };

  it('accepts a complete form', () => {
    expect(signUpFormSchema.safeParse(valid).success).toBe(true);
  });

  it('offers USD, CAD or EUR as the organisation’s currency', () => {
    expect(signUpFormSchema.safeParse({ ...valid, currency: 'CAD' }).success).toBe(true);
    expect(signUpFormSchema.safeParse({ ...valid, currency: 'JPY' }).success).toBe(false);
  });

  it('requires every field', () => {
    const result = signUpFormSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: '',
      password: '',
      confirmPassword: '',
      currency: 'USD',
    });
    expect(messages(result)).toEqual({
      firstName: authMessages.firstNameRequired,
      lastName: authMessages.lastNameRequired,
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
      confirmPassword: authMessages.confirmPasswordRequired,
    });
  });

  it("says 'Password must be at least 6 characters long.' and 'Passwords do not match. Please try again.'", () => {
    expect(
      messages(signUpFormSchema.safeParse({ ...valid, password: 'abc', confirmPassword: 'abc' })),
    ).toEqual({
      password: authMessages.passwordTooShort,
    });
    expect(messages(signUpFormSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
    expect(messages(signUpFormSchema.safeParse({ ...valid, email: 'nope' }))).toEqual({
      email: authMessages.emailInvalid,
    });
  });
});

describe('other auth forms', () => {
  it('sign in: email and password required', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
  });

  it('forgot password: email required', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({
      email: authMessages.emailRequired,
    });
  });

  it('reset password: min 6, both the same', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: authMessages.passwordTooShort,
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({
      confirmPassword: authMessages.resetPasswordsDoNotMatch,
    });
  });

  it('change password needs the current one', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          password: 'abcdef',
          confirmPassword: 'abcdef',
        }),
      ),
    ).toEqual({ currentPassword: authMessages.currentPasswordRequired });
  });

  it('every message is an i18n key of the auth namespace', () => {
    for (const key of Object.values(authMessages)) expect(key).toMatch(/^auth:validation\.[a-zA-Z]+$/);
  });

  it('sends each role to its own dashboard', () => {
    expect(dashboardPath('owner')).toBe('/owner-dashboard');
    expect(dashboardPath('tenant')).toBe('/tenant-dashboard');
    expect(dashboardPath(undefined)).toBe('/tenant-dashboard');
  });
});

describe('profile', () => {
  it('account form: phone empty or at least 10 digits', () => {
    expect(accountFormSchema.safeParse({ companyName: '', phone: '' }).success).toBe(true);
    expect(accountFormSchema.safeParse({ companyName: 'Acme', phone: '+1 (555) 010-2030' }).success).toBe(
      true,
    );
    expect(messages(accountFormSchema.safeParse({ companyName: 'Acme', phone: '555-0102' }))).toEqual({
      phone: 'settings:validation.phoneTooShort',
    });
  });

  it('update refuses role and email', () => {
    expect(profileUpdateSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ companyName: 'Acme' }).success).toBe(true);
  });
});

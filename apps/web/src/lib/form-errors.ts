import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (VALIDATION_FAILED details: field → i18n key) onto the form, so a
 * rule only the server can check shows under its field like any other. Returns true if any did.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.details)) {
    setError(field as Path<T>, { type: 'server', message });
    applied = true;
  }
  return applied;
}

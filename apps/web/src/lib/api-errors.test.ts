import enErrors from '@rentwise/core/locales/en/errors.json';
import frErrors from '@rentwise/core/locales/fr/errors.json';
import { translateFrom } from '@rentwise/core/translate';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setErrorTranslator } from './api-client';
import { apiErrorText } from './api-errors';

const dictionaries: Record<string, Record<string, unknown>> = { en: enErrors, fr: frErrors };
const tIn = (language: string) => (key: string, options?: Record<string, unknown>) =>
  translateFrom(
    (code, ns) => (ns === 'errors' ? (dictionaries[code] as never) : undefined),
    language,
    'common',
    key,
    options,
  );

describe('apiErrorText (the one mapping from an API error to text)', () => {
  afterEach(() => setErrorTranslator(() => undefined));

  it("says the server's key with its dates formatted for the language", () => {
    const overlap = {
      status: 409,
      code: 'LEASE_OVERLAP',
      key: 'errors:lease.overlap',
      params: { startDate: '2026-03-01', endDate: '2027-02-28' },
    };
    expect(apiErrorText(tIn('en'), 'en', overlap)).toBe(
      'This unit already has an active lease from Mar 1, 2026 to Feb 28, 2027.',
    );
    const french = apiErrorText(tIn('fr'), 'fr', overlap);
    expect(french).toBe('Ce logement a déjà un bail actif du 1 mars 2026 au 28 févr. 2027.');
    expect(french).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('picks the plural form from a numeric count (a formatted string would match no form)', () => {
    const tooMany = (count: number) => ({
      status: 400,
      code: 'VALIDATION_FAILED',
      key: 'errors:maintenance.tooManyPhotos',
      params: { count },
    });
    expect(apiErrorText(tIn('en'), 'en', tooMany(5))).toBe('A request can have at most 5 photos.');
    expect(apiErrorText(tIn('en'), 'en', tooMany(1))).toBe('A request can have at most 1 photo.');
    expect(apiErrorText(tIn('fr'), 'fr', tooMany(5))).toBe('Une demande peut avoir au plus 5 photos.');
  });

  it('falls back to the text of the code, never the English message or the raw code', () => {
    expect(apiErrorText(tIn('fr'), 'fr', { status: 404, code: 'NOT_FOUND' })).toBe(
      'Cet élément est introuvable. Il a peut-être été supprimé.',
    );
    expect(
      apiErrorText(tIn('fr'), 'fr', { status: 409, code: 'CONFLICT', key: 'errors:nope.unknown' }),
    ).toMatch(/^Cette modification/);
    expect(apiErrorText(tIn('fr'), 'fr', { status: 418, code: 'HTTP_418' })).toBe(
      'Le serveur a répondu par une erreur (418). Veuillez réessayer.',
    );
    expect(apiErrorText(tIn('en'), 'en', { status: 502, code: 'HTTP_502' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it("says a refusal without a key in the server's English to an English reader only", () => {
    const ended = { status: 409, code: 'CONFLICT', message: 'Only an active lease can be ended' };
    expect(apiErrorText(tIn('en'), 'en', ended)).toBe('Only an active lease can be ended');
    expect(apiErrorText(tIn('fr'), 'fr', ended)).toMatch(/^Cette modification/);
    const parser = { status: 400, code: 'BAD_REQUEST', message: 'body/name must be string' };
    expect(apiErrorText(tIn('en'), 'en', parser)).toMatch(/^The request could not be understood/);
  });

  it("is ApiError's message once registered; the server's English stays in serverMessage", () => {
    setErrorTranslator((error) => apiErrorText(tIn('fr'), 'fr', error));
    const error = new ApiError(403, 'FORBIDDEN', 'You do not have access to this resource');
    expect(error.message).toBe("Vous n'avez pas l'autorisation de faire cela.");
    expect(error.serverMessage).toBe('You do not have access to this resource');
  });
});

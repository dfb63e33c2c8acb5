import { describe, expect, it } from 'vitest';
import { translate } from '../locales/catalog';
import { isStoredKey, moneyParam, renderStoredText, storedText, textParam } from './text';

const say = (language: 'en' | 'fr') => (text: string) =>
  renderStoredText(text, language, (key, options) => translate(language, key as never, options));

describe('stored notification texts', () => {
  it('are said in the reader’s language, their parameters too', () => {
    const title = storedText('notifications:sent.maintenanceUpdate.titleWithStatus', {
      status: textParam('maintenance:status.completed'),
    });
    expect(say('en')(title)).toBe('Maintenance: Completed');
    expect(say('fr')(title)).toBe('Intervention\u202f: Terminée');
    const message = storedText('notifications:sent.newMessage.title', { sender: 'Anna Roy' });
    expect(say('en')(message)).toBe('New message from Anna Roy');
    expect(say('fr')(message)).toBe("Nouveau message d'Anna Roy");
  });

  it('formats an ISO day for the reader, and leaves plain text as it is', () => {
    const body = storedText('notifications:sent.leaseEnded.body', {
      address: '8 rue Roy',
      moveOut: '2026-03-05',
    });
    expect(say('fr')(body)).toContain('5 mars 2026');
    expect(say('en')(body)).toContain('Mar 5, 2026');
    expect(isStoredKey('Rent is due: pay now?')).toBe(false);
    expect(say('fr')('Rent is due: pay now?')).toBe('Rent is due: pay now?');
  });

  it('formats an amount for the reader, in the currency it was stored with', () => {
    const body = storedText('notifications:sent.rentOverdue.body', {
      amount: moneyParam(120050, 'EUR'),
      address: '8 rue Roy',
      date: '2027-03-01',
    });
    expect(say('en')(body)).toContain('€1,200.50');
    expect(say('fr')(body)).toMatch(/1\s200,50\s€/);
    expect(say('fr')(body)).toContain('1 mars 2027');
    expect(say('en')(storedText('notifications:sent.rentDueSoon.title', { date: '2027-03-01' }))).toBe(
      'Rent due on Mar 1, 2027',
    );
    // Text that only looks like money (typed by a person) stays as it is.
    expect(say('en')(storedText('notifications:sent.newMessage.title', { sender: '¤12 dollars' }))).toBe(
      'New message from ¤12 dollars',
    );
  });

  it("says a statement's period (an ISO month) as the reader's month and year", () => {
    const body = storedText('notifications:sent.statementPublished.body', { period: '2026-03' });
    expect(say('en')(body)).toBe('Your statement for March 2026 is ready in your portal.');
    expect(say('fr')(body)).toBe('Votre relevé de mars 2026 est disponible dans votre portail.');
  });
});

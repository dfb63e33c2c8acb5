import { describe, expect, it } from 'vitest';
import { translate } from './catalog';

describe('translate (server catalog)', () => {
  it('reads a key in the language, fills placeholders and picks the plural form', () => {
    expect(translate('fr', 'notifications:sent.leaseCreated.title')).toBe('Nouveau bail');
    expect(translate('en', 'emails:newMessage.subject', { sender: 'Ana' })).toBe('New message from Ana');
    expect(translate('en', 'emails:newMessage.intro', { sender: 'Ana', count: 1 })).toBe(
      'Ana sent you a message on Rentwise that you have not read yet:',
    );
    expect(translate('en', 'emails:newMessage.intro', { sender: 'Ana', count: 3 })).toBe(
      'Ana sent you 3 messages on Rentwise that you have not read yet:',
    );
  });
});

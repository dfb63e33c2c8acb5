import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, translate } from '@rentwise/core/locales/catalog';
import { storedText } from '@rentwise/core/notifications/text';

/** The in-app notification of a new message, stored as a key (a nameless sender is fallbackNameParam). */
export function newMessageNotification(params: { sender: string; preview: string }): {
  title: string;
  body: string;
} {
  return {
    // Stored as a key and said in the reader's language when read (core/notifications/text.ts).
    title: storedText('notifications:sent.newMessage.title' satisfies CatalogKey, { sender: params.sender }),
    body: params.preview,
  };
}

/** What a sender is called when they have no name on file. */
export function fallbackName(lang: Language, role: 'owner' | 'tenant'): string {
  return translate(
    lang,
    role === 'owner' ? 'notifications:sent.fallbackNames.owner' : 'notifications:sent.fallbackNames.tenant',
  );
}

/** The first characters of a message, on one line. */
export function preview(body: string, max = 140): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

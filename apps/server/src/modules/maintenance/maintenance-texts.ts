import type { Language } from '@rentwise/core/i18n';
import { type CatalogKey, catalog, translate } from '@rentwise/core/locales/catalog';
import type {
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceStatus,
} from '@rentwise/core/maintenance/schemas';
import { tradeCategory } from '@rentwise/core/maintenance/trade';
import { storedText, textParam } from '@rentwise/core/notifications/text';

/**
 * The words of maintenance notifications and the vendor email, from the shared catalogs
 * (packages/core/src/locales: the labels are the web's `maintenance` ones, the notification texts
 * `notifications:sent.*`). The vendor email is written in the owner's language when sent; the
 * in-app notifications are stored as keys and said in the reader's language when read.
 */
export const statusLabels: Record<Language, Record<MaintenanceStatus, string>> = {
  en: catalog.en.maintenance.status,
  fr: catalog.fr.maintenance.status,
};

export const priorityLabels: Record<Language, Record<MaintenancePriority, string>> = {
  en: catalog.en.maintenance.priority,
  fr: catalog.fr.maintenance.priority,
};

export const categoryLabels: Record<Language, Record<MaintenanceCategory, string>> = {
  en: catalog.en.maintenance.category,
  fr: catalog.fr.maintenance.category,
};

type Texts = { title: string; body: string };

export const maintenanceTexts = {
  /** To the owner: a tenant opened a request (stored as keys, said in the reader's language). */
  newRequest: (p: { tenant: string; title: string; address: string }): Texts => ({
    title: storedText('notifications:sent.maintenanceRequest.title' satisfies CatalogKey),
    body: storedText('notifications:sent.maintenanceRequest.body' satisfies CatalogKey, p),
  }),
  /** To the tenant: the owner logged a request for their unit (stored as keys). */
  loggedForYou: (p: { title: string; address: string }): Texts => ({
    title: storedText('notifications:sent.maintenanceLogged.title' satisfies CatalogKey),
    body: storedText('notifications:sent.maintenanceLogged.body' satisfies CatalogKey, p),
  }),
  /** To the other parties: someone posted an update, or a vendor a photo (and maybe changed the status). */
  update: (p: {
    author: string;
    title: string;
    text: string | { photo: string };
    status: MaintenanceStatus | null;
  }): Texts => ({
    // Stored as keys, said in the reader's language when read (core/notifications/text.ts).
    title: p.status
      ? storedText('notifications:sent.maintenanceUpdate.titleWithStatus' satisfies CatalogKey, {
          status: textParam(`maintenance:status.${p.status}`),
        })
      : storedText('notifications:sent.maintenanceUpdate.title' satisfies CatalogKey),
    body:
      typeof p.text === 'object'
        ? storedText('notifications:sent.maintenanceUpdate.bodyPhoto' satisfies CatalogKey, {
            author: p.author,
            title: p.title,
            name: p.text.photo,
          })
        : storedText(
            p.text
              ? ('notifications:sent.maintenanceUpdate.bodyWithText' satisfies CatalogKey)
              : ('notifications:sent.maintenanceUpdate.body' satisfies CatalogKey),
            { author: p.author, title: p.title, text: p.text },
          ),
  }),
  /** To the tenant: a vendor was assigned (stored as keys, said in the reader's language). */
  vendorAssigned: (p: { vendor: string; trade: string; title: string }): Texts => {
    const category = tradeCategory(p.trade);
    return {
      title: storedText('notifications:sent.vendorAssigned.title' satisfies CatalogKey),
      body: storedText('notifications:sent.vendorAssigned.body' satisfies CatalogKey, {
        ...p,
        trade: category ? textParam(`maintenance:category.${category}`) : p.trade,
      }),
    };
  },
  /** The text of a vendor's "photo added" update (and of its notifications). */
  photoAdded: (lang: Language, name: string): string =>
    translate(lang, 'notifications:sent.photoAdded', { name }),
  /** To the tenant: a visit was planned (stored as keys; the day said in the reader's language). */
  visitScheduled: (p: { date: string; title: string }): Texts => ({
    title: storedText('notifications:sent.visitScheduled.title' satisfies CatalogKey),
    body: storedText('notifications:sent.visitScheduled.body' satisfies CatalogKey, p),
  }),
};

/** A vendor's trade in the reader's language when it names a category ('Plumbing' → 'Plomberie'). */
export function tradeText(lang: Language, trade: string): string {
  const category = tradeCategory(trade);
  return category ? categoryLabels[lang][category] : trade;
}

/** How an owner is named to tenants and vendors when their profile has no name. */
export function ownerFallbackName(lang: Language): string {
  return translate(lang, 'notifications:sent.fallbackNames.owner');
}

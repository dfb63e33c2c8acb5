import type { Language } from '@rentwise/core/i18n';
import type {
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceStatus,
} from '@rentwise/core/maintenance/schemas';

/**
 * The words of maintenance notifications and the vendor email, in English and French. Written in
 * the recipient's language when sent (a vendor reads the owner's), like every notification.
 */
export const statusLabels: Record<Language, Record<MaintenanceStatus, string>> = {
  en: { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed', cancelled: 'Cancelled' },
  fr: { pending: 'En attente', in_progress: 'En cours', completed: 'Terminée', cancelled: 'Annulée' },
};

export const priorityLabels: Record<Language, Record<MaintenancePriority, string>> = {
  en: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  fr: { low: 'Faible', medium: 'Moyenne', high: 'Élevée', urgent: 'Urgente' },
};

export const categoryLabels: Record<Language, Record<MaintenanceCategory, string>> = {
  en: {
    plumbing: 'Plumbing',
    electrical: 'Electrical',
    appliance: 'Appliance',
    structural: 'Structural',
    hvac: 'HVAC',
    other: 'Other',
  },
  fr: {
    plumbing: 'Plomberie',
    electrical: 'Électricité',
    appliance: 'Électroménager',
    structural: 'Structure',
    hvac: 'Chauffage / climatisation',
    other: 'Autre',
  },
};

type Texts = { title: string; body: string };

export const maintenanceTexts = {
  /** To the owner: a tenant opened a request. */
  newRequest: (lang: Language, p: { tenant: string; title: string; address: string }): Texts =>
    lang === 'fr'
      ? {
          title: 'Nouvelle demande d’intervention',
          body: `${p.tenant} a signalé « ${p.title} » au ${p.address}.`,
        }
      : { title: 'New maintenance request', body: `${p.tenant} reported "${p.title}" at ${p.address}.` },
  /** To the tenant: the owner logged a request for their unit. */
  loggedForYou: (lang: Language, p: { title: string; address: string }): Texts =>
    lang === 'fr'
      ? {
          title: 'Intervention enregistrée',
          body: `Votre propriétaire a enregistré « ${p.title} » pour ${p.address}.`,
        }
      : { title: 'Maintenance logged', body: `Your landlord logged "${p.title}" for ${p.address}.` },
  /** To the other parties: someone posted an update (and maybe changed the status). */
  update: (
    lang: Language,
    p: { author: string; title: string; text: string; status: MaintenanceStatus | null },
  ): Texts => {
    const status = p.status ? statusLabels[lang][p.status] : null;
    if (lang === 'fr') {
      return {
        title: status ? `Intervention : ${status}` : 'Nouvelle mise à jour d’intervention',
        body: `${p.author} — « ${p.title} »${p.text ? ` : ${p.text}` : ''}`,
      };
    }
    return {
      title: status ? `Maintenance: ${status}` : 'Maintenance update',
      body: `${p.author} — "${p.title}"${p.text ? `: ${p.text}` : ''}`,
    };
  },
  /** To the tenant: a vendor was assigned. */
  vendorAssigned: (lang: Language, p: { vendor: string; trade: string; title: string }): Texts =>
    lang === 'fr'
      ? {
          title: 'Prestataire assigné',
          body: `${p.vendor} (${p.trade}) interviendra pour « ${p.title} ».`,
        }
      : { title: 'Vendor assigned', body: `${p.vendor} (${p.trade}) will handle "${p.title}".` },
  /** The text of a vendor's "photo added" update (and of its notifications). */
  photoAdded: (lang: Language, name: string): string =>
    lang === 'fr' ? `Photo ajoutée : ${name}` : `Photo added: ${name}`,
  /** To the tenant: a visit was planned. */
  visitScheduled: (lang: Language, p: { date: string; title: string }): Texts =>
    lang === 'fr'
      ? { title: 'Visite planifiée', body: `Une visite est prévue le ${p.date} pour « ${p.title} ».` }
      : { title: 'Visit scheduled', body: `A visit is planned on ${p.date} for "${p.title}".` },
};

/** How an owner is named to tenants and vendors when their profile has no name. */
export function ownerFallbackName(lang: Language): string {
  return lang === 'fr' ? 'Votre propriétaire' : 'Your landlord';
}

/** How a tenant is named when their profile has no name. */
export function tenantFallbackName(lang: Language): string {
  return lang === 'fr' ? 'Votre locataire' : 'Your tenant';
}

/**
 * The organisation's lease template (issue 21 item 1): clauses in English and French printed
 * after the lease's own terms. The terms themselves — parties, unit, dates, rent, due day, grace
 * days, late fee, deposit — are never template text: the PDF takes them from the lease, so it
 * cannot disagree with the ledger. The defaults are the spec's sample terms that are not numbers
 * of the lease (pets, utilities) plus the usual care and notice clauses.
 */
export interface LeaseTemplateClause {
  title: { en: string; fr: string };
  body: { en: string; fr: string };
}

export const MAX_TEMPLATE_CLAUSES = 30;

export const defaultLeaseTemplateClauses: LeaseTemplateClause[] = [
  {
    title: { en: 'Pets', fr: 'Animaux' },
    body: {
      en: 'Pets require the landlord’s prior written approval.',
      fr: 'Les animaux nécessitent l’accord écrit préalable du bailleur.',
    },
  },
  {
    title: { en: 'Utilities', fr: 'Charges et services' },
    body: {
      en: 'The tenant pays electricity, water and gas.',
      fr: 'Le locataire paie l’électricité, l’eau et le gaz.',
    },
  },
  {
    title: { en: 'Care of the premises', fr: 'Entretien du logement' },
    body: {
      en: 'The tenant keeps the premises clean and reports any damage or needed repair promptly.',
      fr: 'Le locataire maintient le logement propre et signale sans délai tout dommage ou réparation nécessaire.',
    },
  },
  {
    title: { en: 'Notice', fr: 'Préavis' },
    body: {
      en: 'Either party gives written notice at least 60 days before the end of the term if the lease is not to be renewed.',
      fr: 'Chaque partie donne un préavis écrit d’au moins 60 jours avant la fin du bail si celui-ci ne doit pas être renouvelé.',
    },
  },
];

/**
 * The import templates (issue 20): for each kind, its fields in order, with the header a template
 * carries in English and in French. An uploaded file's headers are matched to fields in either
 * language (case, accents, spaces and punctuation ignored); the export writes the same columns, so
 * an export imports back as it is.
 */
export const importKinds = ['properties', 'tenants', 'owner_clients', 'leases', 'vendors'] as const;
export type ImportKind = (typeof importKinds)[number];

export type FieldType = 'text' | 'amount' | 'date' | 'email' | 'integer';

export interface ImportField {
  key: string;
  type: FieldType;
  required: boolean;
  en: string;
  fr: string;
}

export const importFields: Record<ImportKind, readonly ImportField[]> = {
  // One row per unit: a property's rows share its address.
  properties: [
    { key: 'address', type: 'text', required: true, en: 'Property address', fr: 'Adresse du bien' },
    { key: 'city', type: 'text', required: false, en: 'City', fr: 'Ville' },
    { key: 'state', type: 'text', required: false, en: 'State', fr: 'Région' },
    { key: 'zipCode', type: 'text', required: false, en: 'Zip code', fr: 'Code postal' },
    { key: 'propertyType', type: 'text', required: true, en: 'Property type', fr: 'Type de bien' },
    { key: 'unitLabel', type: 'text', required: true, en: 'Unit', fr: 'Lot' },
    { key: 'unitRent', type: 'amount', required: true, en: 'Unit rent', fr: 'Loyer du lot' },
  ],
  tenants: [
    { key: 'firstName', type: 'text', required: true, en: 'First name', fr: 'Prénom' },
    { key: 'lastName', type: 'text', required: true, en: 'Last name', fr: 'Nom' },
    { key: 'email', type: 'email', required: true, en: 'Email', fr: 'E-mail' },
    { key: 'phone', type: 'text', required: true, en: 'Phone', fr: 'Téléphone' },
    { key: 'address', type: 'text', required: true, en: 'Property address', fr: 'Adresse du bien' },
    { key: 'unitLabel', type: 'text', required: false, en: 'Unit', fr: 'Lot' },
    { key: 'moveInDate', type: 'date', required: false, en: 'Move-in date', fr: "Date d'entrée" },
  ],
  // The landlords the organisation manages properties for (issue 17 item 4).
  owner_clients: [
    { key: 'firstName', type: 'text', required: true, en: 'First name', fr: 'Prénom' },
    { key: 'lastName', type: 'text', required: true, en: 'Last name', fr: 'Nom' },
    { key: 'email', type: 'email', required: false, en: 'Email', fr: 'E-mail' },
    { key: 'phone', type: 'text', required: false, en: 'Phone', fr: 'Téléphone' },
    { key: 'company', type: 'text', required: false, en: 'Company', fr: 'Société' },
  ],
  // Leases with their terms (issue 20 item 1): the unit by its property's address and label, the
  // tenant by email (both already in the organisation). A lease that started before the import
  // comes in with what was owed then as one opening balance, and the deposit as held.
  leases: [
    { key: 'address', type: 'text', required: true, en: 'Property address', fr: 'Adresse du bien' },
    { key: 'unitLabel', type: 'text', required: true, en: 'Unit', fr: 'Lot' },
    { key: 'tenantEmail', type: 'email', required: true, en: 'Tenant email', fr: 'E-mail du locataire' },
    { key: 'startDate', type: 'date', required: true, en: 'Start date', fr: 'Date de début' },
    { key: 'endDate', type: 'date', required: true, en: 'End date', fr: 'Date de fin' },
    { key: 'rentAmount', type: 'amount', required: true, en: 'Rent', fr: 'Loyer' },
    { key: 'dueDay', type: 'integer', required: false, en: 'Due day', fr: "Jour d'échéance" },
    { key: 'graceDays', type: 'integer', required: false, en: 'Grace days', fr: 'Jours de grâce' },
    { key: 'lateFee', type: 'amount', required: false, en: 'Late fee', fr: 'Pénalité de retard' },
    {
      key: 'depositHeld',
      type: 'amount',
      required: false,
      en: 'Deposit held',
      fr: 'Dépôt de garantie détenu',
    },
    {
      key: 'openingBalance',
      type: 'amount',
      required: false,
      en: 'Opening balance',
      fr: "Solde d'ouverture",
    },
  ],
  // The maintenance vendors (issue 20 item 1): as the Add Vendor form.
  vendors: [
    { key: 'name', type: 'text', required: true, en: 'Name', fr: 'Nom' },
    { key: 'trade', type: 'text', required: true, en: 'Trade', fr: 'Métier' },
    { key: 'email', type: 'email', required: true, en: 'Email', fr: 'E-mail' },
    { key: 'phone', type: 'text', required: true, en: 'Phone', fr: 'Téléphone' },
  ],
};

/** Lower case, accents and everything but letters and digits removed: "Date d'entrée" → "datedentree". */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Other spellings people use for a field's column (already in `headerKey` form). */
const aliases: Record<string, readonly string[]> = {
  address: ['address', 'adresse', 'propertyaddress', 'property'],
  unitLabel: ['unit', 'unitlabel', 'lot', 'logement', 'appartement'],
  unitRent: ['rent', 'loyer', 'monthlyrent', 'loyermensuel'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode', 'codepostal', 'cp'],
  email: ['email', 'mail', 'emailaddress', 'courriel', 'adresseemail'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'portable'],
  firstName: ['firstname', 'givenname', 'prenom'],
  lastName: ['lastname', 'surname', 'familyname', 'nom', 'nomdefamille'],
  moveInDate: ['moveindate', 'movein', 'dateentree', 'datedentree'],
  propertyType: ['propertytype', 'type', 'typedebien', 'typebien'],
  state: ['state', 'region', 'province'],
  city: ['city', 'ville', 'town'],
  company: ['company', 'societe', 'entreprise', 'raisonsociale'],
  tenantEmail: ['tenantemail', 'email', 'mail', 'courriel', 'emaillocataire', 'locataire', 'tenant'],
  startDate: ['start', 'startdate', 'leasestart', 'debut', 'datedebut', 'datededebut'],
  endDate: ['end', 'enddate', 'leaseend', 'fin', 'datefin', 'datedefin'],
  rentAmount: ['rent', 'monthlyrent', 'rentamount', 'loyer', 'loyermensuel'],
  dueDay: ['dueday', 'rentdueday', 'jourecheance', 'echeance', 'jourdecheance'],
  graceDays: ['grace', 'gracedays', 'graceperiod', 'joursdegrace', 'delaidegrace'],
  lateFee: ['latefee', 'penalite', 'penalitederetard', 'fraisderetard'],
  depositHeld: ['deposit', 'depositheld', 'securitydeposit', 'depot', 'depotdegarantie', 'caution'],
  openingBalance: [
    'openingbalance',
    'balance',
    'balancedue',
    'arrears',
    'solde',
    'soldedouverture',
    'arrieres',
  ],
  name: ['name', 'vendor', 'vendorname', 'nom', 'fournisseur', 'prestataire', 'company', 'societe'],
  trade: ['trade', 'specialty', 'category', 'metier', 'specialite', 'categorie', 'corpsdetat'],
};

/** The field a header names, in English or French, or null. */
export function matchHeader(kind: ImportKind, header: string): string | null {
  const key = headerKey(header);
  if (!key) return null;
  for (const field of importFields[kind]) {
    if (headerKey(field.en) === key || headerKey(field.fr) === key) return field.key;
  }
  for (const field of importFields[kind]) {
    if (aliases[field.key]?.includes(key)) return field.key;
  }
  return null;
}

/** field key → index of the column it is read from (null: not in the file). */
export type ImportMapping = Record<string, number | null>;

/** The mapping guessed from a file's headers: each field takes the first column naming it. */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of importFields[kind]) mapping[field.key] = null;
  headers.forEach((header, index) => {
    const field = matchHeader(kind, header);
    if (field && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

/**
 * The import templates (issue 20): for each kind, its fields in order, with the header a template
 * carries in English and in French. An uploaded file's headers are matched to fields in either
 * language (case, accents, spaces and punctuation ignored); the export writes the same columns, so
 * an export imports back as it is.
 */
export const importKinds = ['properties', 'tenants', 'owner_clients'] as const;
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

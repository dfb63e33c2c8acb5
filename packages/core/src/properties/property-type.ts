/**
 * A property's type is typed by the owner (the form suggests "Single Family, Duplex, Apartment");
 * one of the usual types, however it is written, is that type, shown in the reader's language
 * (`common:propertyTypes.*`) — a French owner reads "Appartement", not "Apartment". Anything else
 * is shown as typed.
 */
const known: Record<string, PropertyTypeKey> = {
  singlefamily: 'singleFamily',
  house: 'singleFamily',
  duplex: 'duplex',
  triplex: 'triplex',
  apartment: 'apartment',
  condo: 'condo',
  condominium: 'condo',
  townhouse: 'townhouse',
  multifamily: 'multiFamily',
  commercial: 'commercial',
};

export type PropertyTypeKey =
  | 'singleFamily'
  | 'duplex'
  | 'triplex'
  | 'apartment'
  | 'condo'
  | 'townhouse'
  | 'multiFamily'
  | 'commercial';

export function propertyTypeKey(type: string): PropertyTypeKey | null {
  return known[type.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

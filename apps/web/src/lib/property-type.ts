import { propertyTypeKey } from '@rentwise/core/properties/property-type';

type Translate = (key: string) => string;

/** A property's type in the reader's language when it is one of the usual ones ('Apartment' → 'Appartement'). */
export function propertyTypeText(t: Translate, type: string): string {
  const key = propertyTypeKey(type);
  return key ? t(`common:propertyTypes.${key}`) : type;
}

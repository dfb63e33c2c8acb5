import { describe, expect, it } from 'vitest';
import { propertyTypeKey } from './property-type';

describe('propertyTypeKey', () => {
  it('reads the usual types however they are written, and nothing else', () => {
    expect(propertyTypeKey('Single Family')).toBe('singleFamily');
    expect(propertyTypeKey('single-family')).toBe('singleFamily');
    expect(propertyTypeKey('Apartment')).toBe('apartment');
    expect(propertyTypeKey('Loft')).toBeNull();
  });
});

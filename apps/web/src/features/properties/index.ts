// What other features may use from the properties feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useProperties } from './api/get-properties';
export { usePropertyUnits } from './api/get-property-units';
export { PropertyOptions } from './components/property-options';

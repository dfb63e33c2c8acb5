// What other features may use from the owner-clients feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { PropertyOwnersSection } from './components/property-owners-section';

// What other features may use from the owner-portal feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { usePortalSummary } from './api/get-portal-summary';

// What other features may use from the tenants feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useTenants } from './api/get-tenants';

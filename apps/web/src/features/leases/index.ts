// What other features may use from the leases feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useLeases } from './api/get-leases';

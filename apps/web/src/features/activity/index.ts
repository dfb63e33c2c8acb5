// What other features may use from the activity feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useCanReadActivity } from './api/get-activity-access';

// What other features may use from the team feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useOrg } from './api/get-org';
export { OrganisationSwitcher } from './components/organisation-switcher';
export { useCan, usePermissions } from './lib/use-permissions';

/** The demo accounts that `npm start` seeds (apps/server/src/demo/demo-data.ts). */
export const DEMO_OWNER = { email: 'owner@demo.rentwise.app', password: 'Rentwise-Demo-2026' };
export const DEMO_TENANT = {
  email: 'tenant@demo.rentwise.app',
  password: 'Rentwise-Tenant-2026',
  name: 'Marcus Reed',
};
/** The demo organisation's owner client with an owner-portal login (Harriet Cole). */
export const DEMO_OWNER_CLIENT = { email: 'client@demo.rentwise.app', password: 'Rentwise-Demo-2026' };

/**
 * The demo portfolio offered by `npm start` on an empty database. It reproduces the spec's sample
 * figures from real records: 4 properties, 8 units, 7 occupied, 1 vacant, monthly revenue 13,700.
 */
export const DEMO_OWNER = {
  email: 'owner@demo.rentwise.app',
  password: 'Rentwise-Demo-2026',
  firstName: 'Olivia',
  lastName: 'Bennett',
};

/** A second member of the demo organisation, with the accountant role. */
export const DEMO_ACCOUNTANT = {
  email: 'accountant@demo.rentwise.app',
  password: 'Rentwise-Demo-2026',
  firstName: 'Arjun',
  lastName: 'Mehta',
};

/**
 * The landlords the demo organisation manages for, each with an owner-portal login (README) and
 * their shares of the demo properties (percent, by address).
 */
export const DEMO_OWNER_CLIENTS = [
  {
    email: 'client@demo.rentwise.app',
    password: 'Rentwise-Demo-2026',
    firstName: 'Harriet',
    lastName: 'Cole',
    phone: '2175550142',
    company: null,
    shares: [
      ['456 Oak Ave', 100],
      ['789 Pine Rd', 40],
    ] as [string, number][],
  },
  {
    email: 'bishop@demo.rentwise.app',
    password: 'Rentwise-Demo-2026',
    firstName: 'Daniel',
    lastName: 'Bishop',
    phone: '2175550177',
    company: 'Bishop Holdings LLC',
    shares: [
      ['789 Pine Rd', 60],
      ['321 Elm St', 100],
    ] as [string, number][],
  },
];

export const DEMO_TENANT = {
  email: 'tenant@demo.rentwise.app',
  password: 'Rentwise-Tenant-2026',
  firstName: 'Marcus',
  lastName: 'Reed',
};

interface DemoProperty {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  propertyType: string;
  /** Rent of each unit in cents, and who lives there (null = vacant). */
  units: {
    rent: number;
    tenant: { firstName: string; lastName: string; email: string; phone: string } | null;
  }[];
}

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    propertyType: 'Single Family',
    units: [
      {
        rent: 220000,
        tenant: {
          firstName: DEMO_TENANT.firstName,
          lastName: DEMO_TENANT.lastName,
          email: DEMO_TENANT.email,
          phone: '2175550101',
        },
      },
    ],
  },
  {
    address: '456 Oak Ave',
    city: 'Riverside',
    state: 'CA',
    zipCode: '92501',
    propertyType: 'Duplex',
    units: [
      {
        rent: 165000,
        tenant: {
          firstName: 'Sarah',
          lastName: 'Johnson',
          email: 'sarah.johnson@demo.rentwise.app',
          phone: '9515550102',
        },
      },
      {
        rent: 165000,
        tenant: {
          firstName: 'David',
          lastName: 'Kim',
          email: 'david.kim@demo.rentwise.app',
          phone: '9515550103',
        },
      },
    ],
  },
  {
    address: '789 Pine Rd',
    city: 'Lakeside',
    state: 'WA',
    zipCode: '98101',
    propertyType: 'Apartment',
    units: [
      {
        rent: 190000,
        tenant: {
          firstName: 'Emily',
          lastName: 'Garcia',
          email: 'emily.garcia@demo.rentwise.app',
          phone: '2065550104',
        },
      },
      {
        rent: 200000,
        tenant: {
          firstName: 'James',
          lastName: 'Wilson',
          email: 'james.wilson@demo.rentwise.app',
          phone: '2065550105',
        },
      },
      {
        rent: 210000,
        tenant: {
          firstName: 'Aisha',
          lastName: 'Okafor',
          email: 'aisha.okafor@demo.rentwise.app',
          phone: '2065550106',
        },
      },
    ],
  },
  {
    address: '321 Elm St',
    city: 'Hillview',
    state: 'TX',
    zipCode: '75001',
    propertyType: 'Condo',
    units: [
      {
        rent: 220000,
        tenant: {
          firstName: 'Lucas',
          lastName: 'Martin',
          email: 'lucas.martin@demo.rentwise.app',
          phone: '4695550107',
        },
      },
      { rent: 180000, tenant: null },
    ],
  },
];

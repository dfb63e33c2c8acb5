import type { AccessRole } from '@rentwise/core/organisations/permissions';
import type { MemberRole } from '@rentwise/core/organisations/roles';
import { memberships, ownerClients, propertyOwners } from '../src/db/schema';
import { createProperty, createSignedInUser, type SignedInUser } from './auth';
import type { TestContext } from './helpers';
import type { Portfolio } from './portfolio';

/**
 * The callers of the access matrix (security/access-matrix.routes.test.ts): every kind of person
 * who may hold a token, each acting on organisation A's fixture records (all in A's first
 * property). Members join A through a membership row and name A in X-Org-Id, as the web does.
 */

export type MatrixRole =
  | 'admin'
  | 'manager'
  | 'limited manager'
  | 'accountant'
  | 'maintenance'
  | 'viewer'
  | 'owner client'
  | 'tenant'
  | 'other organisation';

export interface MatrixCaller {
  role: MatrixRole;
  /** The permission table's row for this caller (the other organisation's admin: 'admin'). */
  accessRole: AccessRole;
  /** The account role the route guards check. */
  account: 'owner' | 'tenant';
  headers: Record<string, string>;
  /** Limited to another property than the fixture's (a limited member, an owner client of it). */
  limitedElsewhere: boolean;
  /** Of another organisation: every record of A is a 404 to them. */
  foreign: boolean;
}

export interface MatrixCallers {
  callers: MatrixCaller[];
  /** A's second property, the only one the limited manager and the owner client may see. */
  secondPropertyId: string;
  /** Records of A's organisation as a whole (not of a property): an owner client, a member, an invitation. */
  orgRecords: { owner: string; member: string; invitation: string };
}

export async function createMatrixCallers(
  ctx: TestContext,
  a: Portfolio,
  b: Portfolio,
): Promise<MatrixCallers> {
  const orgId = a.owner.orgId!;
  const secondPropertyId = await createProperty(ctx, a.owner, { address: '2 Matrix Second Street' });
  const db = ctx.database.db;

  const memberIds: string[] = [];
  async function member(role: MemberRole, propertyIds: string[] | null) {
    const user = await createSignedInUser(ctx, { role: 'owner' });
    const [row] = await db
      .insert(memberships)
      .values({ orgId, userId: user.userId, role, propertyIds })
      .returning();
    memberIds.push(row.id);
    return { ...user.headers, 'x-org-id': orgId };
  }
  let ownerClientId = '';
  async function ownerClient() {
    const client = await createOwnerClientLogin(ctx, orgId, secondPropertyId);
    ownerClientId = client.ownerClientId;
    return client.headers;
  }

  const workspace = (role: MatrixRole, accessRole: AccessRole, headers: Record<string, string>) => ({
    role,
    accessRole,
    account: 'owner' as const,
    headers,
    limitedElsewhere: role === 'limited manager' || role === 'owner client',
    foreign: false,
  });
  const callers: MatrixCaller[] = [
    workspace('admin', 'admin', { ...a.owner.headers }),
    workspace('manager', 'manager', await member('manager', null)),
    workspace('limited manager', 'manager', await member('manager', [secondPropertyId])),
    workspace('accountant', 'accountant', await member('accountant', null)),
    workspace('maintenance', 'maintenance', await member('maintenance', null)),
    workspace('viewer', 'viewer', await member('viewer', null)),
    workspace('owner client', 'owner_client', await ownerClient()),
    {
      role: 'tenant',
      accessRole: 'tenant',
      account: 'tenant',
      headers: { ...a.tenant.headers },
      limitedElsewhere: false,
      foreign: false,
    },
    {
      role: 'other organisation',
      accessRole: 'admin',
      account: 'owner',
      headers: { ...b.owner.headers },
      limitedElsewhere: false,
      foreign: true,
    },
  ];
  const invitation = await ctx.app.inject({
    method: 'POST',
    url: '/api/org/invitations',
    headers: a.owner.headers,
    payload: { email: 'matrix.invitee@example.test', role: 'viewer' },
  });
  if (invitation.statusCode !== 201) throw new Error(`invitation failed: ${invitation.body}`);
  return {
    callers,
    secondPropertyId,
    orgRecords: { owner: ownerClientId, member: memberIds[0], invitation: invitation.json().id },
  };
}

/**
 * An owner client of `orgId` who owns all of `propertyId`, signed in to the owner portal: headers
 * that name the organisation (X-Org-Id), as the web sends them.
 */
export async function createOwnerClientLogin(
  ctx: TestContext,
  orgId: string,
  propertyId: string,
): Promise<{ user: SignedInUser; headers: Record<string, string>; ownerClientId: string }> {
  const db = ctx.database.db;
  const user = await createSignedInUser(ctx, { role: 'owner' });
  const [client] = await db
    .insert(ownerClients)
    .values({ orgId, firstName: 'Olive', lastName: 'Owner', email: user.email, userId: user.userId })
    .returning();
  await db
    .insert(propertyOwners)
    .values({ orgId, propertyId, ownerClientId: client.id, shareBasisPoints: 10_000 });
  await db
    .insert(memberships)
    .values({ orgId, userId: user.userId, role: 'owner_client', ownerClientId: client.id });
  return { user, headers: { ...user.headers, 'x-org-id': orgId }, ownerClientId: client.id };
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type OrganisationLogoRow, organisationLogos, organisations } from '../../db/schema';

/** The organisation's logo row (SQL of modules/org-logo). */
export async function findLogo(
  db: DbOrTx,
  orgId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrganisationLogoRow | null> {
  const query = db.select().from(organisationLogos).where(eq(organisationLogos.orgId, orgId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The organisation's row locked: two uploads at once replace one after the other. */
export async function lockOrganisation(db: DbOrTx, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update');
  return Boolean(row);
}

export async function upsertLogo(
  db: DbOrTx,
  values: Omit<OrganisationLogoRow, 'updatedAt'>,
): Promise<OrganisationLogoRow> {
  const [row] = await db
    .insert(organisationLogos)
    .values(values)
    .onConflictDoUpdate({
      target: organisationLogos.orgId,
      set: {
        storageKey: values.storageKey,
        contentType: values.contentType,
        size: values.size,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row as OrganisationLogoRow;
}

export async function deleteLogo(db: DbOrTx, orgId: string): Promise<void> {
  await db.delete(organisationLogos).where(eq(organisationLogos.orgId, orgId));
}

/** The organisation's name (every PDF's header). */
export async function organisationName(db: DbOrTx, orgId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name ?? null;
}

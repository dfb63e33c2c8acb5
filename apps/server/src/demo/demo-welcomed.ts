import { isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { profiles } from '../db/schema';

/**
 * The demo accounts are a workspace in use (issue 24 item 4): they have all been welcomed already,
 * so signing in to the demo says "Welcome back", whichever demo login was tried first. Runs in the
 * seeding transaction, where every profile is a demo one.
 */
export async function markDemoAccountsWelcomed(tx: Tx): Promise<void> {
  await tx.update(profiles).set({ welcomedAt: new Date() }).where(isNull(profiles.welcomedAt));
}

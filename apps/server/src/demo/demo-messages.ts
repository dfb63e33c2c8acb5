import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { conversations, messages, users } from '../db/schema';
import { DEMO_TENANT } from './demo-data';
import type { DemoOccupant } from './demo-ledger';

/** The demo conversation, oldest first: who wrote, how long before now (hours), and what. */
const DEMO_CONVERSATION: { from: 'owner' | 'tenant'; hoursAgo: number; body: string }[] = [
  {
    from: 'owner',
    hoursAgo: 240,
    body: 'Hi Marcus, welcome to 123 Main St! Let me know if you need anything as you settle in.',
  },
  {
    from: 'tenant',
    hoursAgo: 238,
    body: 'Thanks Olivia! Everything looks great. Quick question: which day is trash pickup?',
  },
  {
    from: 'owner',
    hoursAgo: 216,
    body: 'Trash and recycling go out on Tuesday mornings. The bins are by the side gate.',
  },
  {
    from: 'tenant',
    hoursAgo: 50,
    body: 'The kitchen faucet has started dripping. Could someone take a look this week?',
  },
  {
    from: 'owner',
    hoursAgo: 47,
    body: "Thanks for letting me know. I'll send a plumber on Thursday between 9 and 11 am.",
  },
  { from: 'tenant', hoursAgo: 3, body: "Thursday works. I'll leave the side door unlocked. Thank you!" },
];

/**
 * A short conversation between the demo owner and the demo tenant, so the Messages pages show
 * real messages. The tenant's last message is still unread by the owner (the sidebar badge shows
 * it); every message counts as already emailed, so the message-emails job leaves the demo alone.
 */
export async function seedDemoMessages(
  tx: Tx,
  orgId: string,
  ownerId: string,
  occupants: DemoOccupant[],
): Promise<void> {
  const occupant = occupants.find((candidate) => candidate.email === DEMO_TENANT.email);
  const [tenantUser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_TENANT.email));
  if (!occupant || !tenantUser) return;
  const tenantUserId = tenantUser.id;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const last = DEMO_CONVERSATION[DEMO_CONVERSATION.length - 1];
  const [conversation] = await tx
    .insert(conversations)
    .values({
      orgId,
      ownerId,
      tenantId: occupant.tenantId,
      createdAt: at(DEMO_CONVERSATION[0].hoursAgo),
      lastMessageAt: at(last.hoursAgo),
    })
    .returning({ id: conversations.id });
  await tx.insert(messages).values(
    DEMO_CONVERSATION.map((message, index) => ({
      conversationId: conversation.id,
      senderUserId: message.from === 'owner' ? ownerId : tenantUserId,
      senderRole: message.from,
      body: message.body,
      createdAt: at(message.hoursAgo),
      readAt: index === DEMO_CONVERSATION.length - 1 ? null : at(message.hoursAgo - 1),
      emailNotifiedAt: sql`now()`,
    })),
  );
}

import { rentClause } from '@rentwise/core/leases/terms-text';
import { DEFAULT_CURRENCY, formatMoney } from '@rentwise/core/money/money';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Tx } from '../db/client';
import { storeDocument } from '../modules/documents/documents.service';
import type { DocumentStorage } from '../modules/documents/storage';
import { DEMO_OWNER, DEMO_TENANT } from './demo-data';
import type { DemoOccupant } from './demo-ledger';

/** A short PDF from paragraphs (pdfkit's built-in Helvetica, as the receipts use). */
function renderPdf(title: string, created: Date, paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: { Title: title, Author: 'Rentwise', CreationDate: created },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of paragraphs) {
    doc.text(paragraph, { align: 'left' });
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The demo tenant's documents: their lease agreement (a real PDF with the lease's own terms,
 * shared with the lease) and a notice about a planned inspection (shared with the tenant), so the
 * tenant's Documents page and the lease's detail have something to open. Needs the storage, so it
 * runs only when the caller passes one.
 */
export async function seedDemoDocuments(
  tx: Tx,
  storage: DocumentStorage,
  orgId: string,
  ownerId: string,
  occupants: DemoOccupant[],
  today: string,
): Promise<void> {
  const occupant = occupants.find((o) => o.email === DEMO_TENANT.email);
  if (!occupant) return;
  const result = await tx.execute(sql`
    select l.id, l.start_date::text as "startDate", l.end_date::text as "endDate", l.rent_amount as "rent",
           l.deposit_amount as "deposit", l.due_day as "dueDay", l.grace_days as "graceDays",
           l.late_fee as "lateFee", p.address, u.label as "unit"
      from leases l join properties p on p.id = l.property_id left join units u on u.id = l.unit_id
     where l.tenant_id = ${occupant.tenantId}
     order by l.created_at desc limit 1`);
  const [lease] = (
    result as unknown as {
      rows: {
        id: string;
        startDate: string;
        endDate: string;
        rent: number;
        deposit: number;
        dueDay: number;
        graceDays: number;
        lateFee: number;
        address: string;
        unit: string | null;
      }[];
    }
  ).rows;
  if (!lease) return;
  const money = (cents: number) => formatMoney(cents, 'en', { decimals: true, currency: DEFAULT_CURRENCY });
  const tenant = `${DEMO_TENANT.firstName} ${DEMO_TENANT.lastName}`;
  const landlord = `${DEMO_OWNER.firstName} ${DEMO_OWNER.lastName}`;
  const place = `${lease.address}${lease.unit ? `, ${lease.unit}` : ''}`;

  const agreement = await renderPdf('Residential Lease Agreement', new Date(`${lease.startDate}T00:00:00Z`), [
    `This agreement is made between ${landlord} ("Landlord") and ${tenant} ("Tenant") for the premises at ${place}.`,
    `Term. The lease begins on ${longDate(lease.startDate)} and ends on ${longDate(lease.endDate)}.`,
    // The lease's own terms, as the ledger charges them (issue 18: it said "the 1st" regardless).
    `Rent. ${rentClause({ rentAmount: lease.rent, dueDay: lease.dueDay, graceDays: lease.graceDays, lateFee: lease.lateFee }, money)}`,
    `Security deposit. The Tenant has paid a deposit of ${money(lease.deposit)}, returned within 30 days of the end of the lease, less any lawful deductions.`,
    'Maintenance. The Tenant reports needed repairs through Rentwise. The Landlord gives at least 24 hours notice before entering the premises, except in an emergency.',
    `Signed: ${landlord}, Landlord      ${tenant}, Tenant`,
  ]);
  await storeDocument(tx, storage, {
    orgId,
    ownerId,
    uploadedBy: ownerId,
    bytes: agreement,
    name: 'Lease agreement',
    kind: 'lease',
    leaseId: lease.id,
  });

  const notice = await renderPdf('Notice of Annual Inspection', new Date(`${today}T00:00:00Z`), [
    `Dear ${tenant},`,
    `This is a notice that the annual safety inspection of ${place} is planned within the next 30 days. Smoke detectors, heating and plumbing will be checked; the visit takes about 30 minutes.`,
    'We will confirm the exact date and time by message at least 24 hours in advance. Reply through Rentwise if another time suits you better.',
    `Kind regards,\n${landlord}`,
  ]);
  await storeDocument(tx, storage, {
    orgId,
    ownerId,
    uploadedBy: ownerId,
    bytes: notice,
    name: 'Notice of annual inspection',
    kind: 'notice',
    tenantId: occupant.tenantId,
  });
}

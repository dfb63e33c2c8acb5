import type { Receipt } from '@rentwise/core/payments/receipt';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { allocationLabel, formatReceiptDate, renderReceiptPdf } from './receipt-pdf';

const receipt: Receipt = {
  number: 'RW-2026-000042',
  paymentId: '00000000-0000-4000-8000-000000000001',
  leaseId: '00000000-0000-4000-8000-000000000002',
  date: '2026-11-02T12:00:00.000Z',
  language: 'fr',
  tenant: { name: 'Rita Renter' },
  landlord: { name: 'Olga Owner' },
  property: { address: '123 Main St', unitLabel: 'Unit 1' },
  amount: 123456,
  currency: 'USD',
  method: 'check',
  reference: 'Check #7',
  allocations: [
    {
      chargeId: '00000000-0000-4000-8000-000000000003',
      kind: 'rent',
      period: '2026-11',
      dueDate: '2026-11-01',
      amount: 123456,
    },
  ],
  unallocated: 0,
  remainingBalance: -5000,
  voided: null,
};

describe('receipt PDF', () => {
  it('formats dates and charge labels in the receipt language', () => {
    expect(formatReceiptDate('2026-11-02T12:00:00.000Z', 'en')).toBe('Nov 2, 2026');
    expect(formatReceiptDate('2026-11-02', 'fr')).toBe('2 nov. 2026');
    expect(allocationLabel(receipt.allocations[0], 'en')).toBe('Rent November 2026');
    expect(allocationLabel(receipt.allocations[0], 'fr')).toBe('Loyer novembre 2026');
    expect(allocationLabel({ ...receipt.allocations[0], kind: 'deposit' }, 'fr')).toBe('Dépôt de garantie');
  });

  it('renders a PDF in either language, the same bytes for the same receipt', async () => {
    const fr = await renderReceiptPdf(receipt);
    expect(fr.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fr.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect((await renderReceiptPdf(receipt)).equals(fr)).toBe(true);
    const en = await renderReceiptPdf(receipt, 'en');
    expect(en.equals(fr)).toBe(false);
    // A voided payment's receipt says so: another document than the same receipt unvoided.
    const voided = await renderReceiptPdf(
      { ...receipt, voided: { date: '2026-11-03T00:00:00.000Z', reason: 'Bounced' } },
      'en',
    );
    expect(voided.equals(en)).toBe(false);
  });

  it('shows every amount in the organisation’s currency (issue 24 item 3)', async () => {
    const textOf = async (pdf: Buffer) => {
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      return text.replace(/\s+/g, ' ');
    };
    const euro = await textOf(await renderReceiptPdf({ ...receipt, currency: 'EUR' }, 'en'));
    expect(euro).toContain('€1,234.56');
    expect(euro).not.toContain('$');
    const euroFr = await textOf(await renderReceiptPdf({ ...receipt, currency: 'EUR' }, 'fr'));
    expect(euroFr).toMatch(/1\s?234,56\s?€/);
    const dollars = await textOf(await renderReceiptPdf(receipt, 'en'));
    expect(dollars).toContain('$1,234.56');
  });
});

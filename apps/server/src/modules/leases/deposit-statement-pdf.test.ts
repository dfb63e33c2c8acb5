import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type DepositStatement, renderDepositStatementPdf } from './deposit-statement-pdf';

const statement: DepositStatement = {
  settledOn: '2026-11-25',
  tenantName: 'Theo Walker',
  address: '7 Harbour View, Unit 1',
  moveOutDate: '2026-11-15',
  depositHeld: 150000,
  openCharges: 375000,
  deductions: [
    { description: 'Carpet cleaning', amount: 12000 },
    { description: 'Replace lost keys', amount: 4550 },
  ],
  deductionsTotal: 16550,
  refundDue: 0,
  balanceOwed: 241550,
  currency: 'USD',
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the deposit statement PDF', () => {
  it('itemises the deposit, the deductions and the balance owed, in English', async () => {
    const pdf = await renderDepositStatementPdf(statement, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Deposit statement',
      'Theo Walker',
      'Nov 15, 2026',
      '$1,500.00',
      'Carpet cleaning',
      '$120.00',
      'Replace lost keys',
      '$45.50',
      '$165.50',
      'Balance still owed by the tenant',
      '$2,415.50',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says the refund due in French', async () => {
    const text = await textOf(
      await renderDepositStatementPdf(
        { ...statement, openCharges: 0, refundDue: 133450, balanceOwed: 0 },
        'fr',
      ),
    );
    expect(text).toContain('Décompte du dépôt de garantie');
    expect(text).toContain('Remboursement dû au locataire');
    expect(text).toMatch(/1\s?334,50/);
  });

  it('speaks the organisation’s currency (issue 24 item 3)', async () => {
    const text = await textOf(await renderDepositStatementPdf({ ...statement, currency: 'CAD' }, 'en'));
    expect(text).toContain('CA$1,500.00');
    expect(text).toContain('CA$2,415.50');
  });
});

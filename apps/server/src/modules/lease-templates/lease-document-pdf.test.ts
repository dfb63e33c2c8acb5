import { defaultLeaseTemplateClauses } from '@rentwise/core/renewals/template';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderLeaseAgreementPdf, renderRenewalAddendumPdf } from './lease-document-pdf';

const terms = {
  landlordName: 'Harbour Homes',
  tenantName: 'Nina Nomad',
  address: '3 Renewal Quay',
  unitLabel: 'Unit 1',
  startDate: '2026-02-01',
  endDate: '2027-01-31',
  rentAmount: 123450,
  dueDay: 3,
  graceDays: 4,
  lateFee: 7500,
  depositAmount: 123450,
  currency: 'USD',
  clauses: defaultLeaseTemplateClauses,
  generatedOn: '2026-11-26',
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('lease documents from the lease’s own terms', () => {
  it('states the rent, due day, late fee rule and deposit the ledger charges by, then the clauses', async () => {
    const text = await textOf(await renderLeaseAgreementPdf(terms, 'en'));
    expect(text).toContain('$1,234.50 per month, due on day 3 of each month');
    // Due on the 3rd with 4 grace days: on time through the 6th, the fee on the 7th (core lateFeeDate).
    expect(text).toContain('Rent still unpaid after day 6 of the month incurs a late fee of $75.00');
    expect(text).toContain('$1,234.50, held for the term of the lease');
    expect(text).toContain('Pets require the landlord');
    expect(text).toContain('The tenant pays electricity, water and gas.');
    expect(text).not.toContain('$50');
  });

  it('writes the renewal addendum in French with the new rent and the percentage', async () => {
    const text = await textOf(
      await renderRenewalAddendumPdf(
        {
          ...terms,
          currency: 'EUR',
          newStartDate: '2027-02-01',
          newEndDate: '2028-01-31',
          newRentAmount: 127154,
          increaseBasisPoints: 300,
          expiresOn: '2026-12-15',
          message: null,
        },
        'fr',
      ),
    );
    expect(text).toContain('Avenant de renouvellement du bail');
    expect(text).toContain('Du 1 févr. 2027 au 31 janv. 2028');
    expect(text).toMatch(/1 271,54 € par mois \(\+3 % par rapport à 1 234,50 €\)/);
    expect(text).toContain('Bailleur : Harbour Homes');
    expect(text).toContain('Les animaux nécessitent');
  });
});

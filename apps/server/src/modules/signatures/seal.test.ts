import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateSealP12,
  identityFromP12,
  loadSealIdentity,
  type SealIdentity,
  sealPdf,
  verifySealedPdf,
} from './seal';

let ours: SealIdentity;
let theirs: SealIdentity;
let dir: string;

async function samplePdf(): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Lease agreement — 12 Rue de la Paix', { x: 50, y: 700, size: 14 });
  return pdf;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rw-seal-'));
  ours = await loadSealIdentity({
    p12Path: path.join(dir, 'signing', 'seal.p12'),
    passphrase: 'pw',
    generate: true,
  });
  theirs = identityFromP12(generateSealP12('', 'Someone else'), '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the PAdES seal', () => {
  it('generates the server certificate once into DATA_DIR (0600) and reads it back', async () => {
    const file = path.join(dir, 'signing', 'seal.p12');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadSealIdentity({ p12Path: file, passphrase: 'pw', generate: true });
    expect(again.certificateDer.equals(ours.certificateDer)).toBe(true);
    expect(ours.commonName).toBe('Rentwise document seal');
  });

  it('a sealed PDF verifies, with its ETSI.CAdES.detached sub-filter and signing time', async () => {
    const sealed = await sealPdf(await samplePdf(), ours, { reason: 'Signed', location: 'Rentwise' });
    expect(sealed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    const outcome = verifySealedPdf(sealed, ours.certificateDer);
    expect(outcome.result).toBe('valid');
    expect(outcome.signedAt).toBeInstanceOf(Date);
    expect(outcome.signerName).toBe('Rentwise document seal');
  });

  it('one byte flipped inside the signed range → tampered; a byte appended → tampered', async () => {
    const sealed = await sealPdf(await samplePdf(), ours, { reason: 'Signed', location: 'Rentwise' });
    const flipped = Buffer.from(sealed);
    const at = 200;
    flipped[at] = (flipped[at] ?? 0) ^ 0x01;
    expect(verifySealedPdf(flipped, ours.certificateDer).result).toBe('tampered');
    expect(verifySealedPdf(Buffer.concat([sealed, Buffer.from('\n%x')]), ours.certificateDer).result).toBe(
      'tampered',
    );
  });

  it('a PDF sealed by another certificate → unknown_signer; no seal → unsigned', async () => {
    const sealed = await sealPdf(await samplePdf(), theirs, { reason: 'Signed', location: 'Elsewhere' });
    expect(verifySealedPdf(sealed, ours.certificateDer).result).toBe('unknown_signer');
    const plain = Buffer.from(await (await samplePdf()).save());
    expect(verifySealedPdf(plain, ours.certificateDer).result).toBe('unsigned');
  });
});

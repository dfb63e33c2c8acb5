import { createHash, generateKeyPairSync, randomBytes, verify, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';

/**
 * The PAdES seal of signed PDFs (issue 21 item 3; docs/deployment.md "Signed PDFs"). One
 * certificate per server: a PKCS#12 given by SIGNING_P12_PATH, else generated at first start into
 * DATA_DIR/signing/seal.p12 (RSA 2048, self-signed, 10 years). A sealed PDF carries an
 * ETSI.CAdES.detached signature (PAdES baseline B: content type, signing time, message digest and
 * the ESS signing-certificate-v2 attribute) over every byte but the signature itself.
 */

export interface SealIdentity {
  p12: Buffer;
  passphrase: string;
  /** DER of the certificate, to recognise our own seal when verifying. */
  certificateDer: Buffer;
  commonName: string;
}

const COMMON_NAME = 'Rentwise document seal';

/** A self-signed certificate and key as a PKCS#12 (node's RSA key generation: fast; forge writes the P12). */
export function generateSealP12(passphrase: string, commonName = COMMON_NAME): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: 16 random bytes with the top bit cleared.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Rentwise' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: commonName,
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The key and certificate inside a PKCS#12 (the certificate that matches the key). */
function openP12(
  p12: Buffer,
  passphrase: string,
): { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate } {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const keyBag =
    parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
      forge.pki.oids.pkcs8ShroudedKeyBag
    ]?.[0] ?? parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('The signing PKCS#12 holds no private key');
  const certs = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const cert = certs.find((candidate) => {
    const pub = candidate.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  });
  if (!cert) throw new Error('The signing PKCS#12 holds no certificate for its key');
  return { key, cert };
}

export function identityFromP12(p12: Buffer, passphrase: string): SealIdentity {
  const { cert } = openP12(p12, passphrase);
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const cn = cert.subject.getField('CN');
  return {
    p12,
    passphrase,
    certificateDer: der,
    commonName: typeof cn?.value === 'string' ? cn.value : COMMON_NAME,
  };
}

const loaded = new Map<string, Promise<SealIdentity>>();

/**
 * The server's seal: read from `p12Path`, or — when `generate` and the file is missing — generated
 * and written there (0600, atomically: two instances starting together both end up reading one file).
 */
export function loadSealIdentity(options: {
  p12Path: string;
  passphrase: string;
  generate: boolean;
}): Promise<SealIdentity> {
  const cacheKey = `${options.p12Path}\0${options.passphrase}`;
  let identity = loaded.get(cacheKey);
  if (!identity) {
    identity = (async () => {
      if (!existsSync(options.p12Path)) {
        if (!options.generate) throw new Error(`SIGNING_P12_PATH ${options.p12Path} does not exist`);
        await mkdir(path.dirname(options.p12Path), { recursive: true, mode: 0o700 });
        const temporary = `${options.p12Path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temporary, generateSealP12(options.passphrase), { mode: 0o600 });
        if (existsSync(options.p12Path)) await rm(temporary, { force: true });
        else await rename(temporary, options.p12Path);
      }
      return identityFromP12(await readFile(options.p12Path), options.passphrase);
    })();
    identity.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, identity);
  }
  return identity;
}

/** id-aa-signingCertificateV2 (RFC 5035): binds the signature to the certificate (PAdES requires it). */
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';

/**
 * A CAdES signer: @signpdf/signer-p12's PKCS#7 plus the ESS signing-certificate-v2 attribute that
 * PAdES baseline signatures carry (P12Signer leaves it out).
 */
export class CadesP12Signer extends Signer {
  constructor(private readonly identity: SealIdentity) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, cert } = openP12(this.identity.p12, this.identity.passphrase);
    const certDer = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
    const certHash = forge.md.sha256.create().update(certDer).digest().getBytes();
    const { asn1 } = forge;
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the
    // default hash algorithm (SHA-256) left out: SEQUENCE { certHash OCTET STRING }.
    const signingCertificateV2 = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, certHash),
        ]),
      ]),
    ]);
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(cert);
    p7.addSigner({
      key,
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data as string },
        { type: forge.pki.oids.signingTime as string, value: (signingTime ?? new Date()) as never },
        { type: forge.pki.oids.messageDigest as string },
        { type: SIGNING_CERTIFICATE_V2, value: signingCertificateV2 as never },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/**
 * Seals `pdf` (already carrying its certificate page): a signature placeholder added with pdf-lib,
 * saved without object streams (the ByteRange is patched in the plain file), then signed.
 */
export async function sealPdf(
  pdf: PDFDocument,
  identity: SealIdentity,
  info: { reason: string; location: string; signingTime?: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: info.reason,
    contactInfo: '',
    name: identity.commonName,
    location: info.location,
    signingTime: info.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16384,
    appName: 'Rentwise',
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new CadesP12Signer(identity), info.signingTime);
}

export type VerificationOutcome =
  | { result: 'valid' | 'unknown_signer'; signedAt: Date | null; signerName: string | null }
  | { result: 'tampered' | 'unsigned'; signedAt: null; signerName: null };

const latin1 = (bytes: Buffer, from = 0, to = bytes.length) => bytes.toString('latin1', from, to);

/** The last /ByteRange of the file (a later incremental signature would be the last one). */
function lastByteRange(pdf: Buffer): [number, number, number, number] | null {
  const text = latin1(pdf);
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return null;
  return [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])];
}

function attributeValue(attrs: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | null {
  for (const attr of attrs) {
    const [type, values] = attr.value as forge.asn1.Asn1[];
    if (type && forge.asn1.derToOid(type.value as string) === oid) {
      return ((values?.value as forge.asn1.Asn1[]) ?? [])[0] ?? null;
    }
  }
  return null;
}

/**
 * Checks a PDF's last signature (POST /api/signatures/verify): the ByteRange must cover the whole
 * file but the signature; the PKCS#7's messageDigest must be the SHA-256 of those bytes and its
 * signature over the signed attributes must verify with the certificate it carries; then that
 * certificate must be ours (else 'unknown_signer'). Anything that does not hold is 'tampered'.
 */
export function verifySealedPdf(pdf: Buffer, ourCertificateDer: Buffer): VerificationOutcome {
  const tampered = { result: 'tampered', signedAt: null, signerName: null } as const;
  const range = lastByteRange(pdf);
  if (!range) return { result: 'unsigned', signedAt: null, signerName: null };
  const [start1, length1, start2, length2] = range;
  if (start1 !== 0 || start2 + length2 !== pdf.length || start2 <= length1) return tampered;
  const contents = latin1(pdf, length1, start2).trim();
  if (!/^<[0-9a-fA-F]+>$/.test(contents)) return tampered;
  try {
    const der = Buffer.from(contents.slice(1, -1), 'hex');
    const { asn1 } = forge;
    const contentInfo = asn1.fromDer(forge.util.createBuffer(der.toString('binary')), {
      parseAllBytes: false,
    } as never);
    const [oid, explicit] = contentInfo.value as forge.asn1.Asn1[];
    if (!oid || asn1.derToOid(oid.value as string) !== forge.pki.oids.signedData) return tampered;
    const signedData = ((explicit?.value as forge.asn1.Asn1[] | undefined) ?? [])[0];
    const parts = (signedData?.value as forge.asn1.Asn1[]) ?? [];
    const certificatesNode = parts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
    const signerInfos = parts.at(-1);
    const signerInfo = ((signerInfos?.value as forge.asn1.Asn1[]) ?? [])[0];
    if (!certificatesNode || !signerInfo) return tampered;
    const infoParts = signerInfo.value as forge.asn1.Asn1[];
    const signedAttrs = infoParts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
    const signature = infoParts.find(
      (p) => p.tagClass === asn1.Class.UNIVERSAL && p.type === asn1.Type.OCTETSTRING,
    );
    if (!signedAttrs || !signature) return tampered;

    // 1. The bytes: their SHA-256 is the signed messageDigest attribute.
    const digest = createHash('sha256')
      .update(pdf.subarray(start1, start1 + length1))
      .update(pdf.subarray(start2, start2 + length2))
      .digest();
    const attrs = signedAttrs.value as forge.asn1.Asn1[];
    const messageDigest = attributeValue(attrs, forge.pki.oids.messageDigest as string);
    if (!messageDigest || !Buffer.from(messageDigest.value as string, 'binary').equals(digest))
      return tampered;

    // 2. The signature over the signed attributes (DER, as a SET), with the certificate's key.
    const certs = (certificatesNode.value as forge.asn1.Asn1[]).map((node) =>
      Buffer.from(asn1.toDer(node).getBytes(), 'binary'),
    );
    const signedAttrsDer = Buffer.from(asn1.toDer(signedAttrs).getBytes(), 'binary');
    signedAttrsDer[0] = 0x31;
    const signatureBytes = Buffer.from(signature.value as string, 'binary');
    const signer = certs
      .map((certDer) => new X509Certificate(certDer))
      .find((cert) => verify('sha256', signedAttrsDer, cert.publicKey, signatureBytes));
    if (!signer) return tampered;

    const signingTime = attributeValue(attrs, forge.pki.oids.signingTime as string);
    const signedAt = signingTime ? asn1.utcTimeToDate(signingTime.value as string) : null;
    const cn = /CN=([^\n,]+)/.exec(signer.subject)?.[1] ?? null;
    const ours = Buffer.from(signer.raw).equals(ourCertificateDer);
    return { result: ours ? 'valid' : 'unknown_signer', signedAt, signerName: cn };
  } catch {
    return tampered;
  }
}

export { PDFDocument };

import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@rentwise/core/documents/sniff';
import { AppError } from '@rentwise/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { TINY_PDF, TINY_PNG } from '../../../test/multipart';
import { createOwnerActor } from '../../../test/organisations';
import type { Actor, MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import * as properties from '../properties/properties.service';
import * as service from './documents.service';
import { createLocalDiskStorage, type DocumentStorage } from './storage';

let database: Database;
let root: string;
let storage: DocumentStorage;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every file under the storage root (the sub-folders are created on demand). */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

const newOwner = (): Promise<MemberActor> => createOwnerActor(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
  root = path.join(await mkdtemp(path.join(tmpdir(), 'rw-docs-')), 'uploads');
  storage = createLocalDiskStorage(root);
});
afterAll(async () => {
  await database.close();
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('creates its folder on demand and reads back the same bytes under a generated key', async () => {
    const bytes = Buffer.from(TINY_PDF);
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const { stream, size } = await storage.get(key);
    expect(size).toBe(bytes.length);
    expect((await streamToBuffer(stream)).equals(bytes)).toBe(true);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Deleting twice is fine (a retried delete).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not generate (no path traversal)', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(storage.delete('../x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('storeDocument', () => {
  it('stores the bytes with the sniffed type, whatever the name says, and reads them back equal', async () => {
    const owner = await newOwner();
    const stored = await service.withDocumentUploads(database.db, storage, (_tx, store) =>
      store({
        orgId: owner.orgId,
        ownerId: owner.userId,
        uploadedBy: owner.userId,
        bytes: TINY_PNG,
        name: 'scan.pdf',
        kind: 'photo',
      }),
    );
    expect(stored).toMatchObject({ name: 'scan.pdf', contentType: 'image/png', sizeBytes: TINY_PNG.length });
    const { stream, document } = await service.openDocument(database.db, storage, owner, stored.id);
    expect(document.id).toBe(stored.id);
    expect((await streamToBuffer(stream)).equals(TINY_PNG)).toBe(true);
  });

  it('refuses content it cannot identify (415) and files over 10 MB (413), storing nothing', async () => {
    const owner = await newOwner();
    const before = await storedFiles();
    const store = (bytes: Uint8Array, name: string) =>
      errorOf(
        service.storeDocument(database.db, storage, {
          orgId: owner.orgId,
          ownerId: owner.userId,
          uploadedBy: owner.userId,
          bytes,
          name,
          kind: 'other',
        }),
      );
    // A Windows executable renamed .pdf; HTML renamed .pdf.
    expect((await store(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'lease.pdf')).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((await store(Buffer.from('<!doctype html><script>alert(1)</script>'), 'lease.pdf')).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    big.write('%PDF-1.4');
    expect((await store(big, 'big.pdf')).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('removes the file again when the row cannot be inserted', async () => {
    const owner = await newOwner();
    const before = await storedFiles();
    // A property that does not exist: the foreign key fails the insert after the file was written.
    await expect(
      service.storeDocument(database.db, storage, {
        orgId: owner.orgId,
        ownerId: owner.userId,
        uploadedBy: owner.userId,
        bytes: TINY_PDF,
        name: 'orphan.pdf',
        kind: 'lease',
        propertyId: randomUUID(),
      }),
    ).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
  });

  it('removes the files of a transaction that fails after storing them', async () => {
    const owner = await newOwner();
    const before = await storedFiles();
    let storedId = '';
    await expect(
      service.withDocumentUploads(database.db, storage, async (_tx, store) => {
        storedId = (
          await store({
            orgId: owner.orgId,
            ownerId: owner.userId,
            uploadedBy: owner.userId,
            bytes: TINY_PDF,
            name: 'a',
            kind: 'lease',
          })
        ).id;
        throw new Error('a later step of the same create failed');
      }),
    ).rejects.toThrow('later step');
    expect(storedId).not.toBe('');
    expect(await storedFiles()).toEqual(before);
    expect((await errorOf(service.getDocument(database.db, owner, storedId))).code).toBe('NOT_FOUND');
  });
});

describe('uploadDocument, listDocuments and deleteDocument', () => {
  it("shares only with the owner's own property (another owner's → 404) and lists with filters", async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const mine = await properties.createProperty(database.db, owner, {
      address: '5 Document Way',
      propertyType: 'Apartment',
      units: 1,
      monthlyRent: 100000,
    });
    const theirs = await properties.createProperty(database.db, other, {
      address: '6 Elsewhere Rd',
      propertyType: 'Apartment',
      units: 1,
      monthlyRent: 100000,
    });
    const upload = (propertyId: string, kind: 'lease' | 'notice') =>
      service.uploadDocument(database.db, storage, owner, {
        bytes: TINY_PDF,
        fileName: 'C:\\fakepath\\notice.pdf',
        fields: { kind, propertyId },
      });
    expect((await errorOf(upload(theirs.id, 'notice'))).code).toBe('NOT_FOUND');
    const notice = await upload(mine.id, 'notice');
    expect(notice).toMatchObject({ name: 'notice.pdf', propertyAddress: '5 Document Way' });
    await upload(mine.id, 'lease');
    const notices = await service.listDocuments(database.db, owner, { limit: 50, kind: 'notice' });
    expect(notices.items.map((d) => d.id)).toEqual([notice.id]);
    expect((await service.listDocuments(database.db, other, { limit: 50 })).items).toEqual([]);

    // A tenant may not upload; another owner may not delete; the owner may.
    const tenant: Actor = { userId: randomUUID(), role: 'tenant' };
    expect(
      (
        await errorOf(
          service.uploadDocument(database.db, storage, tenant, {
            bytes: TINY_PDF,
            fileName: 'x.pdf',
            fields: { kind: 'other' },
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await errorOf(service.deleteDocument(database.db, storage, other, notice.id))).code).toBe(
      'NOT_FOUND',
    );
    const filesBefore = (await storedFiles()).length;
    await service.deleteDocument(database.db, storage, owner, notice.id);
    expect((await storedFiles()).length).toBe(filesBefore - 1);
    expect((await errorOf(service.getDocument(database.db, owner, notice.id))).code).toBe('NOT_FOUND');
  });
});

import { describe, expect, it } from '@jest/globals';
import type { FileStorage, StoredFile } from '../files/file-storage.port.js';
import { storeUploads } from './store-uploads.use-case.js';
import type { UploadRecord, UploadStore } from './upload-store.port.js';

class MemoryFiles implements FileStorage {
  readonly files = new Map<string, StoredFile>();
  failOnPut: number | null = null;
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    if (this.failOnPut === this.files.size) throw new Error('disk full');
    this.files.set(key, { body, contentType });
  }
  async get(key: string): Promise<StoredFile | null> {
    return this.files.get(key) ?? null;
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

class MemoryUploads implements UploadStore {
  readonly rows: UploadRecord[] = [];
  failInsert = false;
  async insertAll(uploads: readonly UploadRecord[]): Promise<void> {
    if (this.failInsert) throw new Error('database down');
    this.rows.push(...uploads);
  }
  async deleteUnattached(): Promise<string | null> {
    return null;
  }
  async deleteUnattachedBefore(): Promise<readonly string[]> {
    return [];
  }
}

const pdf = (name: string) => ({ name, declaredType: 'application/pdf', size: 9, bytes: new TextEncoder().encode('%PDF-1.4\n') });

const setUp = () => {
  const files = new MemoryFiles();
  const uploads = new MemoryUploads();
  let counter = 0;
  const store = storeUploads({ files, uploads, newId: () => `id-${++counter}`, randomToken: () => 'abc123' });
  return { files, uploads, store };
};

describe('storeUploads', () => {
  it("stores each file under the form's folder with the timestamp, the random part and the safe name", async () => {
    const { files, uploads, store } = setUp();
    const result = await store({ candidates: [pdf('../../etc/Offerte été.pdf')], purpose: 'landing', now: new Date(1_700_000_000_000) });
    expect(result).toEqual({ ok: true, value: [{ id: 'id-1', name: 'Offerte été.pdf', size: 9, type: 'application/pdf' }] });
    expect([...files.files.keys()]).toEqual(['landing-page/1700000000000-abc123-Offerte_ete.pdf']);
    expect(uploads.rows.map((row) => row.storageKey)).toEqual(['landing-page/1700000000000-abc123-Offerte_ete.pdf']);
  });

  it('removes the files already written when the rows cannot be stored', async () => {
    const { files, uploads, store } = setUp();
    uploads.failInsert = true;
    await expect(store({ candidates: [pdf('a.pdf'), pdf('b.pdf')], purpose: 'contact', now: new Date(0) })).rejects.toThrow('database down');
    expect(files.files.size).toBe(0);
  });

  it('removes the first file when the second cannot be written', async () => {
    const { files, uploads, store } = setUp();
    files.failOnPut = 1;
    await expect(store({ candidates: [pdf('a.pdf'), pdf('b.pdf')], purpose: 'contact', now: new Date(0) })).rejects.toThrow('disk full');
    expect([files.files.size, uploads.rows.length]).toEqual([0, 0]);
  });
});

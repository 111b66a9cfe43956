import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { S3FileStorage } from './s3-file-storage.js';
import { startS3StandIn, type S3StandIn } from './__tests__/s3-stand-in.js';

describe('S3FileStorage against a local S3 stand-in', () => {
  let standIn: S3StandIn;
  let storage: S3FileStorage;
  beforeAll(async () => {
    standIn = await startS3StandIn();
    storage = new S3FileStorage({
      bucket: 'customer-uploads',
      region: 'eu-west-1',
      endpoint: standIn.endpoint,
      credentials: { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret' },
    });
  });
  afterAll(async () => {
    storage.close();
    await standIn.close();
  });

  it('puts, gets and deletes a file path-style under the bucket', async () => {
    const key = 'contact-form/1700000000000-ab12cd34-offer request.pdf';
    const body = new TextEncoder().encode('%PDF-1.4\nhello');
    await storage.put(key, body, 'application/pdf');
    expect(standIn.objects.get(`customer-uploads/${key}`)?.body.toString()).toBe('%PDF-1.4\nhello');

    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(Buffer.from(stored?.body ?? new Uint8Array()).toString()).toBe('%PDF-1.4\nhello');

    await storage.delete(key);
    expect(standIn.objects.has(`customer-uploads/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(standIn.requests).toEqual([
      `PUT /customer-uploads/${key}`,
      `GET /customer-uploads/${key}`,
      `DELETE /customer-uploads/${key}`,
      `GET /customer-uploads/${key}`,
    ]);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('contact-form/missing.png')).toBeNull();
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startS3StandIn, type S3StandIn } from '../../adapters/s3/__tests__/s3-stand-in.js';
import { MAX_UPLOAD_BYTES } from '../../domain/forms/upload-rules.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

describe('POST /api/uploads and attachments', () => {
  let testApp: TestApp;
  const query = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const uploadCount = async (): Promise<number> => Number((await query<{ count: string }>(`SELECT count(*)::text AS count FROM uploads`))[0]?.count);
  const storedFiles = (folder = 'contact-form'): readonly string[] => {
    const path = join(testApp.shop.config.dataDir, 'files', folder);
    return existsSync(path) ? readdirSync(path) : [];
  };
  const expectNothingStored = async (): Promise<void> => {
    expect(await uploadCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  };

  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false, env: { PUBLIC_URL: 'https://shop.example.test' } });
    await query(`DELETE FROM uploads`);
  });
  afterAll(async () => testApp?.close());

  it('refuses six files with "Too many files", storing nothing', async () => {
    let post = request(testApp.server).post('/api/uploads?lang=en');
    for (let index = 0; index < 6; index += 1) post = post.attach('files', PDF, { filename: `page-${index}.pdf`, contentType: 'application/pdf' });
    const response = await post.expect(400);
    expect(response.body.errors).toEqual([{ field: 'files', message: 'Too many files' }]);
    await expectNothingStored();
  });

  it('refuses a file over 10 MB with the localized message, storing nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    const response = await request(testApp.server)
      .post('/api/uploads?lang=de')
      .attach('files', PDF, { filename: 'small.pdf', contentType: 'application/pdf' })
      .attach('files', big, { filename: 'big.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(response.body.errors).toEqual([{ field: 'files', message: `Die Datei ist größer als ${MAX_UPLOAD_BYTES} Bytes` }]);
    await expectNothingStored();
  });

  it('refuses an HTML page named .pdf by its content, and keeps not even the good file sent with it', async () => {
    const response = await request(testApp.server)
      .post('/api/uploads?lang=en')
      .attach('files', PDF, { filename: 'offer.pdf', contentType: 'application/pdf' })
      .attach('files', HTML, { filename: 'invoice.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0].field).toBe('files');
    expect(response.body.errors[0].message).toMatch(/^invoice\.pdf: File type must be one of: JPEG, PNG, .*PDF/);
    await expectNothingStored();
  });

  it('refuses a request without files', async () => {
    const response = await request(testApp.server).post('/api/uploads?lang=en').field('lang', 'en').expect(400);
    expect(response.body.errors).toEqual([{ field: 'files', message: 'Please choose at least one file.' }]);
  });

  it('stores a PDF and a PNG privately, then attaches them to a contact message once', async () => {
    const response = await request(testApp.server)
      .post('/api/uploads')
      .attach('files', PDF, { filename: 'Plan van de werf.pdf', contentType: 'application/octet-stream' })
      .attach('files', PNG, { filename: 'foto.png', contentType: 'image/png' })
      .expect(201);
    const files = response.body.files as UploadedFile[];
    expect(files.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'Plan van de werf.pdf', size: PDF.length, type: 'application/pdf' },
      { name: 'foto.png', size: PNG.length, type: 'image/png' },
    ]);
    const rows = await query<{ id: string; storage_key: string }>(`SELECT id, storage_key FROM uploads ORDER BY original_name`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.storage_key).toMatch(/^contact-form\/\d{13}-[0-9a-f]{12}-[A-Za-z0-9._-]+$/);
    const pdfRow = rows.find((row) => row.id === files[0]?.id);
    expect(readFileSync(join(testApp.shop.config.dataDir, 'files', pdfRow?.storage_key ?? 'missing'))).toEqual(PDF);
    // Private: nothing under the public media path.
    await request(testApp.server).get(`/media/${pdfRow?.storage_key ?? ''}`).expect(404);

    const message = { source: 'contact_page', name: 'Marie Dubois', email: 'marie@example.fr', subject: 'Plans', message: 'Voici les plans du chantier.', lang: 'fr' };
    const sent = await request(testApp.server)
      .post('/api/contact')
      .send({ ...message, attachmentIds: files.map((file) => file.id) })
      .expect(201);
    const attached = await query<{ contact_message_id: string }>(`SELECT contact_message_id FROM uploads`);
    expect(attached.map((row) => row.contact_message_id)).toEqual([sent.body.id, sent.body.id]);
    const [admin] = await query<{ text_body: string }>(`SELECT text_body FROM email_outbox WHERE dedupe_key = $1`, [`contact-admin:${sent.body.id}`]);
    expect(admin?.text_body).toContain('Plan van de werf.pdf');
    expect(admin?.text_body).toContain(`https://shop.example.test/admin/inbox/messages/${sent.body.id}#file-${files[0]?.id ?? ''}`);
    const [visitor] = await query<{ text_body: string }>(`SELECT text_body FROM email_outbox WHERE dedupe_key = $1`, [`contact-confirmation:${sent.body.id}`]);
    expect(visitor?.text_body).toContain('Pièces jointes : 2');

    const again = await request(testApp.server).post('/api/contact').send({ ...message, attachmentIds: [files[1]?.id] }).expect(400);
    expect(again.body.errors).toEqual([{ field: 'attachmentIds', message: 'Pièce jointe inconnue' }]);
    await request(testApp.server).delete(`/api/uploads/${files[1]?.id ?? ''}`).expect(404);
  });

  it('deletes an unattached upload with its file; landing uploads go under landing-page/', async () => {
    const response = await request(testApp.server)
      .post('/api/uploads?purpose=landing')
      .attach('files', Buffer.from('Gewoon wat tekst.\n'), { filename: 'notes.txt', contentType: 'text/plain' })
      .expect(201);
    const id = (response.body.files as UploadedFile[])[0]?.id ?? '';
    const [row] = await query<{ storage_key: string }>(`SELECT storage_key FROM uploads WHERE id = $1`, [id]);
    expect(row?.storage_key).toMatch(/^landing-page\/\d+-[0-9a-f]+-notes\.txt$/);
    expect(storedFiles('landing-page')).toHaveLength(1);
    await request(testApp.server).delete(`/api/uploads/${id}`).expect(204);
    expect(await query(`SELECT id FROM uploads WHERE id = $1`, [id])).toEqual([]);
    expect(storedFiles('landing-page')).toEqual([]);
    await request(testApp.server).delete(`/api/uploads/${id}`).expect(404);
  });

  it('purges unattached uploads older than a day, keeping recent and attached ones', async () => {
    const response = await request(testApp.server)
      .post('/api/uploads')
      .attach('files', PNG, { filename: 'old.png', contentType: 'image/png' })
      .attach('files', PNG, { filename: 'new.png', contentType: 'image/png' })
      .expect(201);
    const [old, recent] = response.body.files as UploadedFile[];
    await query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1 OR contact_message_id IS NOT NULL`, [old?.id]);
    const before = await uploadCount();
    const report = await testApp.shop.inquiries.uploads.purgeStale(new Date());
    expect(report).toEqual({ purged: 1, failedKeys: [] });
    expect(await uploadCount()).toBe(before - 1);
    expect(await query(`SELECT id FROM uploads WHERE id = $1`, [old?.id])).toEqual([]);
    expect(await query(`SELECT id FROM uploads WHERE id = $1`, [recent?.id])).toHaveLength(1);
    expect(storedFiles().some((name) => name.endsWith('-old.png'))).toBe(false);
    expect(storedFiles().some((name) => name.endsWith('-new.png'))).toBe(true);
  });
});

describe('POST /api/uploads with S3 storage configured', () => {
  let standIn: S3StandIn;
  let testApp: TestApp;
  const savedEnv = { id: process.env['AWS_ACCESS_KEY_ID'], secret: process.env['AWS_SECRET_ACCESS_KEY'] };

  beforeAll(async () => {
    standIn = await startS3StandIn();
    // The SDK's default credential chain reads these; the stand-in does not check signatures.
    process.env['AWS_ACCESS_KEY_ID'] = 'AKIDSTANDIN';
    process.env['AWS_SECRET_ACCESS_KEY'] = 'stand-in-secret';
    testApp = await startTestApp({ seedDemo: false, env: { S3_BUCKET: 'customer-uploads', S3_ENDPOINT: standIn.endpoint } });
  });
  afterAll(async () => {
    await testApp?.close();
    await standIn?.close();
    for (const [name, value] of [['AWS_ACCESS_KEY_ID', savedEnv.id], ['AWS_SECRET_ACCESS_KEY', savedEnv.secret]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('puts the checked file into the bucket under contact-form/ and deletes it again', async () => {
    const response = await request(testApp.server)
      .post('/api/uploads')
      .attach('files', PDF, { filename: 'bucket.pdf', contentType: 'application/pdf' })
      .expect(201);
    const keys = [...standIn.objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^customer-uploads\/contact-form\/\d+-[0-9a-f]+-bucket\.pdf$/);
    expect(standIn.objects.get(keys[0] ?? '')?.body).toEqual(PDF);
    await request(testApp.server).delete(`/api/uploads/${(response.body.files as UploadedFile[])[0]?.id ?? ''}`).expect(204);
    expect(standIn.objects.size).toBe(0);
  });
});

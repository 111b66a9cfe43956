import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMPANY_MAILBOX = 'inbox@containershop.test';
const PUBLIC_URL = 'https://shop.example.test';

interface OutboxRow {
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html: string;
  fallback: { subject: string; text: string } | null;
  dedupe_key: string;
}

const fieldsOf = (body: { errors?: { field: string; message: string }[] }): Record<string, string> =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));

describe('POST /api/contact', () => {
  let testApp: TestApp;
  const query = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const counts = async (): Promise<readonly number[]> => {
    const [row] = await query<{ messages: string; emails: string }>(
      `SELECT (SELECT count(*) FROM contact_messages)::text AS messages, (SELECT count(*) FROM email_outbox)::text AS emails`,
    );
    return [Number(row?.messages), Number(row?.emails)];
  };

  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false, env: { COMPANY_MAILBOX, PUBLIC_URL } });
  });
  afterAll(async () => testApp?.close());

  it("applies the contact page's schema with the spec's messages, in English and in French", async () => {
    const bad = { source: 'contact_page', name: 'A', email: 'not-an-email', subject: 'x', message: 'Too short' };
    const en = await request(testApp.server).post('/api/contact').send({ ...bad, lang: 'en' }).expect(400);
    expect(fieldsOf(en.body)).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    });
    const fr = await request(testApp.server).post('/api/contact').send({ ...bad, lang: 'fr' }).expect(400);
    expect(fieldsOf(fr.body)).toEqual({
      name: 'Le nom doit contenir au moins 2 caractères.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      subject: 'Le sujet doit contenir au moins 2 caractères.',
      message: 'Le message doit contenir au moins 10 caractères.',
    });
  });

  it('needs name, email and message on the home form (no subject)', async () => {
    const response = await request(testApp.server).post('/api/contact').send({ source: 'home', name: 'Piet', email: 'piet@example.nl', lang: 'en' }).expect(400);
    expect(fieldsOf(response.body)).toEqual({ message: 'Message is required' });
  });

  it('stores the message and queues the admin notice (reply-to, BACKUP fallback, inbox link) and the visitor confirmation', async () => {
    const response = await request(testApp.server)
      .post('/api/contact')
      .send({ source: 'home', name: 'Piet de Vries', email: 'piet@example.nl', message: 'Hebben jullie een 20ft koelcontainer?\nGraag snel.', lang: 'nl' })
      .expect(201);
    const id = response.body.id as string;
    const [message] = await query<Record<string, unknown>>(`SELECT * FROM contact_messages WHERE id = $1`, [id]);
    expect(message).toMatchObject({ source: 'home', name: 'Piet de Vries', email: 'piet@example.nl', phone: null, subject: null, language: 'nl' });

    const emails = await query<OutboxRow>(`SELECT * FROM email_outbox WHERE dedupe_key LIKE $1`, [`%:${id}`]);
    expect(emails).toHaveLength(2);
    const admin = emails.find((email) => email.dedupe_key === `contact-admin:${id}`);
    expect(admin).toMatchObject({ to_address: COMPANY_MAILBOX, reply_to: 'piet@example.nl' });
    expect(admin?.subject).toBe('New contact message from Piet de Vries');
    expect(admin?.text_body).toContain('Phone: not provided');
    expect(admin?.text_body).toContain('Language: nl');
    expect(admin?.text_body).toContain('Hebben jullie een 20ft koelcontainer?');
    expect(admin?.text_body).toContain(`${PUBLIC_URL}/admin/inbox/messages/${id}`);
    expect(admin?.fallback?.subject.startsWith('BACKUP:')).toBe(true);
    const visitor = emails.find((email) => email.dedupe_key === `contact-confirmation:${id}`);
    expect(visitor).toMatchObject({ to_address: 'piet@example.nl', reply_to: null });
    expect(visitor?.subject).toBe('We hebben uw bericht ontvangen');
    expect(visitor?.text_body).toContain('Hebben jullie een 20ft koelcontainer?');
    expect(visitor?.text_body).toContain('Bijlagen: 0');
  });

  it('refuses a line break in a header field, naming the field, storing nothing', async () => {
    const before = await counts();
    const response = await request(testApp.server)
      .post('/api/contact')
      .send({ source: 'contact_page', name: 'Eve\r\nBcc: all@example.com', email: 'eve@example.com', subject: 'Hello', message: 'A message of some length', lang: 'en' })
      .expect(400);
    expect(Object.keys(fieldsOf(response.body))).toEqual(['name']);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown attachment ids and more than five, naming attachmentIds', async () => {
    const message = { source: 'landing', name: 'Lena', email: 'lena@example.de', message: 'Bitte ein Angebot', lang: 'de' };
    const before = await counts();
    const unknown = await request(testApp.server).post('/api/contact').send({ ...message, attachmentIds: [randomUUID()] }).expect(400);
    expect(fieldsOf(unknown.body)).toEqual({ attachmentIds: 'Unbekannter Anhang' });
    const six = Array.from({ length: 6 }, () => randomUUID());
    const tooMany = await request(testApp.server).post('/api/contact').send({ ...message, attachmentIds: six }).expect(400);
    expect(fieldsOf(tooMany.body)).toEqual({ attachmentIds: 'Zu viele Dateien' });
    expect(await counts()).toEqual(before);
  });

  it('answers a filled honeypot with 201, storing nothing', async () => {
    const before = await counts();
    await request(testApp.server)
      .post('/api/contact')
      .send({ source: 'home', name: 'Bot', email: 'bot@example.com', message: 'Buy cheap things now', lang: 'en', website: 'x' })
      .expect(201);
    expect(await counts()).toEqual(before);
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../adapters/persistence/database.js';
import { zipContents } from '../support/zip-contents.js';
import { runCli } from './run-cli.js';

const EMAIL = 'marie.cli@example.fr';
const MARIE_IN_OFFER = {
  name: 'Marie Dupont', email: 'Marie.CLI@example.fr', phone: '+32 470 11 22 33', kind: 'consumer', companyName: null, vatNumber: null,
  street: 'Rue Haute 5', postalCode: '1000', city: 'Bruxelles', country: 'belgium', language: 'fr',
};
const OFFER_LINK_HASH = 'a'.repeat(64);

describe('container-shop privacy', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-privacy-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '' };
  const personalData = (zip: string): Record<string, unknown[]> =>
    JSON.parse(zipContents(readFileSync(zip)).get('personal-data.json')?.toString('utf8') ?? '{}') as Record<string, unknown[]>;

  beforeAll(async () => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    // The CLI is not running now, so this test may open the embedded database itself.
    const database = await openDatabase({ databaseUrl: null, dataDir: env.DATA_DIR });
    try {
      await database.dataSource.query(
        `INSERT INTO contact_messages (source, name, email, message, language) VALUES ('contact_page', 'Marie', 'Marie.CLI@example.fr', 'Bonjour', 'fr'),
           ('contact_page', 'Old', 'old@example.fr', 'Ancien', 'fr')`,
      );
      await database.dataSource.query(`UPDATE contact_messages SET created_at = now() - interval '3 years' WHERE email = 'old@example.fr'`);
      // A sent offer to Marie, with the secret link it was emailed with.
      await database.dataSource.query(
        `WITH offer AS (INSERT INTO offers (number, year, sequence, status, current_revision, language, customer_name, customer_email, created_by)
           VALUES ('OF-2026-000001', 2026, 1, 'sent', 1, 'fr', 'Marie Dupont', 'Marie.CLI@example.fr', 'admin@example.be') RETURNING id),
         revision AS (INSERT INTO offer_revisions (offer_id, revision, customer, offer_discount_cents, subtotal_cents, vat_cents, total_cents, vat_detail, valid_until, payment_methods, created_by, sent_at)
           SELECT id, 1, $1::jsonb, 0, 10000, 2100, 12100, '{"customerKind": "consumer", "companyName": null, "vatNumber": null, "breakdown": []}', current_date + 30, ARRAY['bank_transfer'], 'admin@example.be', now() FROM offer)
         INSERT INTO offer_links (token_hash, offer_id) SELECT $2, id FROM offer`,
        [JSON.stringify(MARIE_IN_OFFER), OFFER_LINK_HASH],
      );
    } finally {
      await database.close();
    }
  });

  it('exports what is held about an address as a zip', () => {
    const out = join(folder, 'marie.zip');
    const run = runCli(['privacy', 'export', '--email', EMAIL, '--out', out], env);
    expect(run.status).toBe(0);
    expect(personalData(out)['contactMessages']).toEqual([expect.objectContaining({ name: 'Marie', message: 'Bonjour' })]);
  });

  it('erases it, recorded as the operator; a bad address is a usage error naming --email', () => {
    const erased = runCli(['privacy', 'erase', '--email', EMAIL, '--json'], env);
    expect([erased.status, erased.stderr]).toEqual([0, '']);
    expect(JSON.parse(erased.stdout)).toMatchObject({ email: EMAIL, counts: { messages: 1, offersAnonymised: 1, offerRevisionsAnonymised: 1, linksEnded: 1 }, invoicesKept: 0 });
    const out = join(folder, 'after.zip');
    expect(runCli(['privacy', 'export', '--email', EMAIL, '--out', out], env).status).toBe(0);
    expect(personalData(out)['contactMessages']).toEqual([]);
    const audit = runCli(['audit', 'export', '--entity', 'privacy_erasure', '--format', 'jsonl'], env);
    expect(JSON.parse(audit.stdout.trim()) as { actor: string }).toMatchObject({ actor: expect.stringMatching(/^cli:/) });
    const bad = runCli(['privacy', 'erase', '--email', 'nobody'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--email');
  });

  it('left nothing of the person in the sent offer, and its link opens nothing', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: env.DATA_DIR });
    try {
      const [revision]: { customer: Record<string, unknown> }[] = await database.dataSource.query(`SELECT customer FROM offer_revisions`);
      expect(revision?.customer).toEqual({ ...MARIE_IN_OFFER, name: '[erased]', email: '[erased]', phone: '[erased]', street: '[erased]', postalCode: '[erased]', city: '[erased]' });
      expect(await database.dataSource.query(`SELECT 1 FROM offer_links WHERE token_hash = $1`, [OFFER_LINK_HASH])).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('sweeps what is past its period by hand', () => {
    const run = runCli(['privacy', 'sweep', '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ counts: { contactMessages: 1 } });
  });
});

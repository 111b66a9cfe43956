import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../adapters/persistence/database.js';
import { zipContents } from '../support/zip-contents.js';
import { runCli } from './run-cli.js';

const EMAIL = 'marie.cli@example.fr';

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
    expect(JSON.parse(erased.stdout)).toMatchObject({ email: EMAIL, counts: { messages: 1 }, invoicesKept: 0 });
    const out = join(folder, 'after.zip');
    expect(runCli(['privacy', 'export', '--email', EMAIL, '--out', out], env).status).toBe(0);
    expect(personalData(out)['contactMessages']).toEqual([]);
    const audit = runCli(['audit', 'export', '--entity', 'privacy_erasure', '--format', 'jsonl'], env);
    expect(JSON.parse(audit.stdout.trim()) as { actor: string }).toMatchObject({ actor: expect.stringMatching(/^cli:/) });
    const bad = runCli(['privacy', 'erase', '--email', 'nobody'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--email');
  });

  it('sweeps what is past its period by hand', () => {
    const run = runCli(['privacy', 'sweep', '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ counts: { contactMessages: 1 } });
  });
});

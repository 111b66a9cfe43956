import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { runCli } from './run-cli.js';

describe('container-shop audit export', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-audit-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '' };
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  beforeAll(() => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    const rules = join(folder, 'rules.txt');
    writeFileSync(rules, '/oude-pagina /nl/blog 301\n');
    expect(runCli(['redirects', 'import', rules], env).status).toBe(0);
    expect(runCli(['users', 'create-admin', '--email', 'boss@example.be', '--password-stdin'], env, 'a strong admin password\n').status).toBe(0);
  });

  it("records the operator's writes as cli:{user} and exports them as JSON Lines, no secret in them", () => {
    const out = join(folder, 'audit.jsonl');
    const run = runCli(['audit', 'export', '--from', today, '--to', tomorrow, '--format', 'jsonl', '--out', out], env);
    expect(run.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    const entries = text.trim().split('\n').map((line) => JSON.parse(line) as { actor: string; action: string; entity: string; after: Record<string, unknown> | null; redacted: string[] });
    expect(entries.every((entry) => entry.actor === `cli:${userInfo().username}`)).toBe(true);
    expect(entries.find((entry) => entry.entity === 'redirects')).toMatchObject({ action: 'insert', after: { old_path: '/oude-pagina', new_path: '/nl/blog', status_code: 301 } });
    expect(entries.find((entry) => entry.entity === 'users')).toMatchObject({ action: 'insert', after: { email: 'boss@example.be' }, redacted: ['password_hash'] });
    expect(text).not.toContain('"password_hash":');
    expect(text).not.toContain('argon2');
  });

  it('exports CSV to stdout by default, and nothing outside the period', () => {
    const rows = parse(runCli(['audit', 'export', '--from', today, '--to', tomorrow], env).stdout) as string[][];
    expect(rows[0]?.slice(0, 6)).toEqual(['id', 'at', 'actor', 'action', 'entity', 'entity_id']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(expect.arrayContaining(['redirects', 'users', 'user_roles']));
    const before = parse(runCli(['audit', 'export', '--from', '2020-01-01', '--to', '2020-12-31'], env).stdout) as string[][];
    expect(before).toHaveLength(1);
  });

  it('refuses a bad bound or format as a usage error naming it', () => {
    const bad = runCli(['audit', 'export', '--from', 'last-monday'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--from');
    const format = runCli(['audit', 'export', '--format', 'xml'], env);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain('--format');
  });
});

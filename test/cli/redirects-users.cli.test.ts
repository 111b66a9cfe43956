import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runCli } from './run-cli.js';

describe('container-shop redirects and users', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-redirects-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '' };
  const file = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };

  it('imports nothing from a file with a bad line, skips short lines, then imports and round-trips through export', () => {
    const bad = runCli(['redirects', 'import', file('bad.txt', '/a /nl/blog 301\n/b https://evil.example 301\n')], env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('line 2: newPath');
    expect(runCli(['redirects', 'export'], env).stdout).not.toContain('/a /nl/blog');

    const dry = runCli(['redirects', 'import', file('good.txt', '# old site\n/a /nl/blog 301\n/lonely\n/b /nl/faq 302\n'), '--dry-run', '--json'], env);
    expect(JSON.parse(dry.stdout)).toMatchObject({ ok: true, written: false, imported: 2, skipped: [{ line: 3 }] });
    expect(runCli(['redirects', 'export'], env).stdout).not.toContain('/a /nl/blog');

    expect(runCli(['redirects', 'import', join(folder, 'good.txt')], env).status).toBe(0);
    const exported = runCli(['redirects', 'export', '--out', join(folder, '_redirects')], env);
    expect(exported.status).toBe(0);
    const again = runCli(['redirects', 'import', join(folder, '_redirects'), '--dry-run', '--json'], env);
    // The exported rules are already stored: importing them again is refused as duplicates, line by line.
    expect(JSON.parse(again.stdout).errors.map((error: { field: string }) => error.field)).toContain('oldPath');
  });

  it('creates an admin with the password from stdin, never from argv', () => {
    const created = runCli(['users', 'create-admin', '--email', 'boss@example.be', '--password-stdin', '--json'], env, 'a strong admin password\n');
    expect(created.status).toBe(0);
    expect(JSON.parse(created.stdout).ok).toBe(true);
    const weak = runCli(['users', 'create-admin', '--email', 'boss@example.be', '--password-stdin'], env, 'short\n');
    expect(weak.status).toBe(1);
    const noTerminal = runCli(['users', 'create-admin', '--email', 'boss@example.be'], env, '');
    expect(noTerminal.status).toBe(2);
  });
});

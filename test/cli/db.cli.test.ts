import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runCli } from './run-cli.js';

/** On a fresh embedded database of its own (a data folder per test). */
describe('container-shop db', () => {
  const freshDataDir = (): Record<string, string> => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-cli-')), DATABASE_URL: '' });

  it('migrates, seeds the transport tables, then the demo shop, each once', () => {
    const env = freshDataDir();
    const migrate = runCli(['db', 'migrate', '--json'], env);
    expect(migrate.status).toBe(0);
    expect(JSON.parse(migrate.stdout).migrations[0]).toBe('InitialSchema1795000000001');

    const essentials = runCli(['db', 'seed', '--json'], env);
    expect(essentials.status).toBe(0);
    expect(JSON.parse(essentials.stdout)).toMatchObject({ seeded: true, transportRates: 279 });

    const demo = runCli(['db', 'seed', '--demo', '--json'], env);
    expect(JSON.parse(demo.stdout)).toMatchObject({ seeded: true, products: 20, transportRates: 0 });
    const again = runCli(['db', 'seed', '--demo', '--json'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({ seeded: false });
  });

  it('exits 2 with help for an unknown command and for a bad configuration', () => {
    const unknown = runCli(['db', 'explode'], freshDataDir());
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'explode'");
    const badConfig = runCli(['db', 'migrate'], { ...freshDataDir(), PORT: 'eighty' });
    expect(badConfig.status).toBe(2);
    expect(badConfig.stderr).toContain('PORT must be a port number');
  });
});

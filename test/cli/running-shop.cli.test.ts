import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runCli } from './run-cli.js';

const SERVER = fileURLToPath(new URL('../../dist/api/main.js', import.meta.url));
const PORT = 3933;

const waitForHealth = async (deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the shop did not start');
};

/** On the embedded database only one process may open the data folder: the CLI must reach the running shop's server. */
describe('the CLI next to a running shop on the same embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-running-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let shop: ChildProcess;

  beforeAll(async () => {
    shop = spawn(process.execPath, [SERVER], { env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'silent', CATALOGUE_FRESHNESS_MS: '0' }, stdio: 'ignore' });
    await waitForHealth(Date.now() + 60_000);
  }, 70_000);

  afterAll(async () => {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  });

  it('imports a transport table that the running shop prices with at once, without a lock error', async () => {
    const file = join(dataDir, 'be10.csv');
    writeFileSync(file, 'country,prefix,single,double\nBE,10,333,444\n');
    const run = runCli(['transport', 'import', file, '--json'], env);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, written: true, changed: 1 });
    const price = await (await fetch(`http://127.0.0.1:${PORT}/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=1`)).json();
    expect(price).toEqual({ price: 333, currency: 'EUR' });
    expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);
  });
});

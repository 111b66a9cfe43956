import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../../dist/api/main.js', import.meta.url));

export interface ShopServer {
  readonly baseUrl: string;
  /** The server's DATA_DIR, for the CLI next to it (`users create-admin`). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** The built shop (`npm run build`) on a fresh embedded database, as `npm start` runs it. */
export const startShopServer = async (port: number): Promise<ShopServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-browser-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', process.env['SHOW_SERVER_OUTPUT'] === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh shop migrates and seeds the demo first: on a loaded machine that took over 90 s.
  const deadline = Date.now() + 180_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    try {
      healthy = (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      // not up yet
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!healthy) {
    child.kill('SIGTERM');
    throw new Error(`the shop on port ${port} did not answer /api/health within 180 s`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
};

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningShop {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** `node dist/api/main.js` on a fresh embedded database with the demo data, as `npm start` runs it. */
export const startBuiltShop = async (port: number): Promise<RunningShop> => {
  const child = spawn(process.execPath, [join(process.cwd(), 'dist', 'api', 'main.js')], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-web-bench-')), DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the shop did not answer /api/health within 90 s');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
};

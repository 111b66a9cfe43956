import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './check.js';

const SERVER = fileURLToPath(new URL('../../api/main.js', import.meta.url));

export interface ShopProcessOptions {
  readonly port: number;
  readonly databaseUrl: string;
  /** The SES stand-in; without it the shop writes .eml files. */
  readonly sesUrl?: string;
  /** Access key id this instance signs SES calls with (tells instances apart at the stand-in). */
  readonly sesAccessKeyId?: string;
  readonly dataDir?: string;
}

/** The built server (`dist/api/main.js`) as `npm start` runs it, in its own process. */
export interface ShopProcess {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly pid: number;
  /** Stops it: SIGTERM (a clean stop) or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** The last lines of its log and stderr (shown when a drill fails). */
  output(): string;
}

export const startShopProcess = async (options: ShopProcessOptions): Promise<ShopProcess> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-drill-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const mail =
    options.sesUrl === undefined
      ? { MAIL_TRANSPORT: 'file' }
      : {
          MAIL_TRANSPORT: 'ses',
          SES_ENDPOINT: options.sesUrl,
          AWS_REGION: 'eu-west-1',
          AWS_ACCESS_KEY_ID: options.sesAccessKeyId ?? 'AKIDDRILL',
          AWS_SECRET_ACCESS_KEY: 'drill-secret-for-the-stand-in',
        };
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...mail,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errorText = '';
  const keep = (chunk: Buffer): void => {
    errorText = (errorText + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const up = await waitFor(async () => {
    if (hasExited) throw new Error('exited');
    return (await fetch(`${baseUrl}/api/health`)).ok;
  }, 90_000);
  if (!up || hasExited) {
    child.kill('SIGKILL');
    throw new Error(`the shop on port ${options.port} did not start:\n${errorText}`);
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? -1,
    stop: async (signal = 'SIGTERM') => {
      if (hasExited) return;
      child.kill(signal);
      await exited;
    },
    output: () => errorText,
  };
};

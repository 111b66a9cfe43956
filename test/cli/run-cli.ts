import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI (`npm test` builds it first) as an operator would. */
export const runCli = (args: readonly string[], env: Readonly<Record<string, string>>, input?: string): CliRun => {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** The same in a process of its own, without blocking the test meanwhile (visitors keep ordering while it runs). */
export const runCliInBackground = (args: readonly string[], env: Readonly<Record<string, string>>): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });

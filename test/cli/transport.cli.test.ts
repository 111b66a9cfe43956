import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runCli } from './run-cli.js';

describe('container-shop transport', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-transport-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '' };
  const file = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  const exported = (): string => {
    const run = runCli(['transport', 'export'], env);
    expect(run.status).toBe(0);
    return run.stdout;
  };

  beforeAll(() => {
    expect(runCli(['db', 'seed'], env).status).toBe(0);
  });

  it('imports nothing from a file with a bad line and names the lines', () => {
    const before = exported();
    const run = runCli(['transport', 'import', file('bad.csv', 'country,prefix,single,double\nBE,10,320,450\nBE,1x,1,2\nNL,10,406,580\nNL,10,1,2\n')], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: prefix');
    expect(run.stderr).toContain('lines 4, 5');
    expect(exported()).toBe(before);
  });

  it('shows the difference on a dry run and writes nothing', () => {
    const before = exported();
    const run = runCli(['transport', 'import', file('change.csv', 'country,prefix,single,double\nBE,10,320,450\n'), '--dry-run'], env);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('~ BE 10 310/443 -> 320/450');
    expect(run.stdout).toContain('Dry run: nothing was written.');
    expect(exported()).toBe(before);
  });

  it('merges a good file, and --replace makes the file the whole table', () => {
    const merged = runCli(['transport', 'import', join(folder, 'change.csv'), '--json'], env);
    expect(JSON.parse(merged.stdout)).toMatchObject({ ok: true, written: true, changed: 1, removed: 0 });
    expect(exported()).toContain('BE,10,320,450');
    const replaced = runCli(['transport', 'import', join(folder, 'change.csv'), '--replace', '--json'], env);
    expect(JSON.parse(replaced.stdout)).toMatchObject({ written: true, removed: 278 });
    expect(exported()).toBe('country,prefix,single,double\nBE,10,320,450\n');
  });

  it('round-trips: an exported table imported with --replace changes nothing', () => {
    const table = file('table.csv', readFileSync(join(process.cwd(), 'fixtures/transport/nl.csv'), 'utf8'));
    runCli(['transport', 'import', table, '--replace'], env);
    const out = join(folder, 'out.csv');
    expect(runCli(['transport', 'export', '--out', out], env).status).toBe(0);
    const again = runCli(['transport', 'import', out, '--replace', '--json'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({ written: false, added: 0, changed: 0, removed: 0, unchanged: 90 });
  });
});

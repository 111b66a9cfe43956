import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { runCli } from './run-cli.js';

const HEADER = 'container_number,product_slug,condition,depot,status';
const number = (serial: number): string => completeContainerNumber('CLI', 'U', String(serial).padStart(6, '0'));

describe('container-shop units', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-units-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '', DEPOTS: 'Antwerp,Gent' };
  const file = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  const exported = (): string => {
    const run = runCli(['units', 'export'], env);
    expect(run.status).toBe(0);
    return run.stdout;
  };

  beforeAll(() => {
    expect(runCli(['db', 'seed', '--demo'], env).status).toBe(0);
  });

  it('imports nothing from a file with bad lines and names each line', () => {
    const before = exported();
    const wrongDigit = `${number(1).slice(0, 10)}${(Number(number(1).charAt(10)) + 1) % 10}`;
    const text = [
      HEADER,
      `${number(2)},shipping-container-20ft-used,used-a,Antwerp,available`,
      `${wrongDigit},shipping-container-20ft-used,used-a,,`,
      `${number(3)},no-such-product,new,Paris,reserved`,
      `${number(4)},shipping-container-20ft-used,used-cw,gent,`,
      `${number(4)},shipping-container-20ft-used,used-cw,gent,`,
      `BCSU2104000,shipping-container-40ft-used,used-a,,`,
    ].join('\n');
    const run = runCli(['units', 'import', file('bad.csv', `${text}\n`)], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: container_number: The check digit does not match');
    expect(run.stderr).toContain('line 4: depot: Choose one of the depots: Antwerp, Gent.');
    expect(run.stderr).toContain('line 4: status: Choose a status:');
    expect(run.stderr).toContain('line 4: product_slug: No product with the slug "no-such-product".');
    const shown = `${number(4).slice(0, 4)} ${number(4).slice(4, 10)} ${number(4).slice(10)}`;
    expect(run.stderr).toContain(`lines 5, 6: container_number: Container ${shown} appears more than once in the file (lines 5, 6).`);
    expect(run.stderr).toContain('line 7: container_number: Container BCSU 210400 0 is already known.');
    expect(run.stderr).toContain('nothing was written');
    expect(exported()).toBe(before);
  });

  it('checks a good file on a dry run, then adds every unit in one go; a second import of it is refused', () => {
    const typed = `${number(10).slice(0, 4)} ${number(10).slice(4, 10)}-${number(10).slice(10)}`;
    const good = file('good.csv', `${HEADER}\n${typed},shipping-container-20ft-used,used-a,,\n${number(11)},shipping-container-20ft-used,used-cw,gent,in-repair\n`);
    const dry = runCli(['units', 'import', good, '--dry-run'], env);
    expect([dry.status, dry.stdout]).toEqual([0, '2 unit(s) valid; dry run: nothing was written.\n']);
    expect(exported()).not.toContain(number(10));
    const run = runCli(['units', 'import', good, '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ ok: true, imported: 2, written: true });
    // Written with the product's Dutch slug (the import reads a slug of any language).
    expect(exported()).toContain(`${number(10)},zeecontainer-20ft-gebruikt,used-a,Antwerp,available\n${number(11)},zeecontainer-20ft-gebruikt,used-cw,Gent,in-repair\n`);
    const again = runCli(['units', 'import', good, '--json'], env);
    expect(again.status).toBe(1);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: false, problems: [{ lines: [2], field: 'container_number' }, { lines: [3], field: 'container_number' }] });
  });

  it('exports every unit, the demo units included, as the import reads them, to stdout or --out', () => {
    const csv = exported();
    expect(csv.split('\n')[0]).toBe(HEADER);
    expect(csv).toContain('BCSU2104000,zeecontainer-40ft-gebruikt,used-a,Antwerp,available\n');
    const out = join(folder, 'units.csv');
    expect(runCli(['units', 'export', '--out', out], env).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(csv);
  });

  it('refuses a file without the header', () => {
    const run = runCli(['units', 'import', file('headless.csv', `${number(20)},shipping-container-20ft-used,used-a,,\n`)], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`line 1: header: The first line must be "${HEADER}"`);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { runCli } from './run-cli.js';
import { activeContentIn, XSS_DOCUMENT } from '../support/xss-corpus.js';

describe('container-shop translations', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-translations-'));
  const env = { DATA_DIR: join(folder, 'data'), DATABASE_URL: '' };
  const exportFile = join(folder, 'texts.csv');
  let rows: Record<string, string>[];

  beforeAll(() => {
    expect(runCli(['db', 'seed', '--demo'], env).status).toBe(0);
    const exported = runCli(['translations', 'export', '--out', exportFile], env);
    expect(exported.status).toBe(0);
    expect(exported.stderr).toMatch(/^nl: 0 missing/m);
    rows = parse(readFileSync(exportFile, 'utf8'), { columns: true });
  });

  const write = (name: string, records: Record<string, string>[]): string => {
    const path = join(folder, name);
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
    const cell = (value: string): string => `"${value.replace(/"/g, '""')}"`;
    writeFileSync(path, [columns.join(','), ...records.map((record) => columns.map((column) => cell(record[column] ?? '')).join(','))].join('\n'));
    return path;
  };

  it('exports every product, post, landing page and FAQ entry', () => {
    const kinds = rows.map((row) => row['kind']);
    expect(kinds.filter((kind) => kind === 'product')).toHaveLength(20);
    expect(kinds.filter((kind) => kind === 'faq')).toHaveLength(12);
    expect(kinds.filter((kind) => kind === 'blog')).toHaveLength(6);
    expect(kinds.filter((kind) => kind === 'landing-page')).toHaveLength(3);
  });

  it('round-trips: importing the export writes the same texts', () => {
    const run = runCli(['translations', 'import', exportFile, '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, written: true });
    const again = runCli(['translations', 'export'], env);
    expect(again.stdout).toBe(readFileSync(exportFile, 'utf8'));
  });

  it('imports nothing from a file with a bad line, naming the line and the column', () => {
    const faq = rows.find((row) => row['kind'] === 'faq');
    const product = rows.find((row) => row['kind'] === 'product');
    if (faq === undefined || product === undefined) throw new Error('demo data missing');
    const changed = { kind: 'faq', id: faq['id'] ?? '', 'question:en': 'Changed question?' };
    const bad = { kind: 'product', id: product['id'] ?? '', 'question:en': 'A product has no question' };
    const run = runCli(['translations', 'import', write('bad.csv', [changed, bad])], env);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: question:en');
    expect(runCli(['translations', 'export'], env).stdout).not.toContain('Changed question?');

    const dry = runCli(['translations', 'import', write('good.csv', [changed]), '--dry-run'], env);
    expect(dry.status).toBe(0);
    expect(runCli(['translations', 'export'], env).stdout).not.toContain('Changed question?');
    expect(runCli(['translations', 'import', join(folder, 'good.csv')], env).status).toBe(0);
    expect(runCli(['translations', 'export'], env).stdout).toContain('Changed question?');
  });

  it('refuses a slug another item uses in the same language', () => {
    const [first, second] = rows.filter((row) => row['kind'] === 'product');
    if (first === undefined || second === undefined) throw new Error('demo data missing');
    const run = runCli(['translations', 'import', write('clash.csv', [{ kind: 'product', id: second['id'] ?? '', 'slug:de': first['slug:de'] ?? '' }]), '--json'], env);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).problems).toEqual([{ line: 2, column: 'slug:de', reason: 'this slug is already used in this language' }]);
  });

  it('sends HTML cells through the sanitiser: product descriptionHtml and blog content are stored inert; landing content stays plain text', () => {
    const product = rows.find((row) => row['kind'] === 'product');
    const post = rows.find((row) => row['kind'] === 'blog');
    const page = rows.find((row) => row['kind'] === 'landing-page');
    if (product === undefined || post === undefined || page === undefined) throw new Error('demo data missing');
    const plain = 'Bel ons <a href="javascript:window.__xss=1">hier</a>';
    const file = write('xss.csv', [
      { kind: 'product', id: product['id'] ?? '', 'descriptionHtml:en': `<p>Safe</p>${XSS_DOCUMENT}` },
      { kind: 'blog', id: post['id'] ?? '', 'content:en': `<p>Safe</p>${XSS_DOCUMENT}` },
      { kind: 'landing-page', id: page['id'] ?? '', 'content:en': plain },
    ]);
    const run = runCli(['translations', 'import', file, '--json'], env);
    expect(run.status).toBe(0);
    const stored: Record<string, string>[] = parse(runCli(['translations', 'export'], env).stdout, { columns: true });
    const storedOf = (id: string | undefined): Record<string, string> => stored.find((row) => row['id'] === id) ?? {};
    for (const html of [storedOf(product['id'])['descriptionHtml:en'], storedOf(post['id'])['content:en']]) {
      expect(html).toContain('<p>Safe</p>');
      expect(activeContentIn(html ?? '')).toEqual([]);
      expect(html).not.toMatch(/__xss|evil\.example/);
    }
    expect(storedOf(page['id'])['content:en']).toBe(plain);
  });

  it('refuses a blog content cell that holds nothing once unsafe HTML is removed, and writes nothing', () => {
    const post = rows.find((row) => row['kind'] === 'blog');
    if (post === undefined) throw new Error('demo data missing');
    const run = runCli(['translations', 'import', write('empty.csv', [{ kind: 'blog', id: post['id'] ?? '', 'content:de': '<script>window.__xss=1</script>' }]), '--json'], env);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).problems).toEqual([{ line: 2, column: 'content:de', reason: 'holds nothing once unsafe HTML is removed' }]);
  });
});

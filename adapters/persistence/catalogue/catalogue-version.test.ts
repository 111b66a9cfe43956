import { describe, expect, it } from '@jest/globals';
import { CatalogueVersion, type VersionReader } from './catalogue-version.js';

/** A database whose version reads wait until `finish` is called, counting every read. */
const slowDatabase = () => {
  let version = 1;
  let reads = 0;
  const waiting: (() => void)[] = [];
  const dataSource: VersionReader = {
    query: async <T>(): Promise<T> => {
      reads += 1;
      const answer = String(version);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return [{ version: answer }] as T;
    },
  };
  return {
    dataSource,
    reads: () => reads,
    bump: () => {
      version += 1;
    },
    finish: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
};

describe('CatalogueVersion', () => {
  it('sends one read for all requests that arrive while it runs', async () => {
    const database = slowDatabase();
    const versions = new CatalogueVersion(database.dataSource, 1000);
    const answers = Promise.all(Array.from({ length: 50 }, () => versions.current()));
    database.finish();
    expect(await answers).toEqual(Array.from({ length: 50 }, () => '1'));
    expect(database.reads()).toBe(1);
  });

  it('reads again once the freshness window has passed', async () => {
    const database = slowDatabase();
    let now = 0;
    const versions = new CatalogueVersion(database.dataSource, 1000, () => now);
    const first = versions.current();
    database.finish();
    expect(await first).toBe('1');
    now = 999;
    expect(await versions.current()).toBe('1');
    database.bump();
    now = 1000;
    const second = versions.current();
    database.finish();
    expect(await second).toBe('2');
    expect(database.reads()).toBe(2);
  });

  it('after invalidate, does not keep what a read started before it found', async () => {
    const database = slowDatabase();
    const versions = new CatalogueVersion(database.dataSource, 1000);
    const before = versions.current();
    database.bump();
    versions.invalidate();
    const after = versions.current();
    database.finish();
    expect(await before).toBe('1');
    expect(await after).toBe('2');
    expect(await versions.current()).toBe('2');
    expect(database.reads()).toBe(2);
  });
});

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two calls of npm's own range checker (installed with npm's tools; it has no type package here). */
interface SemverRanges {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
}

interface LockedPackage {
  version?: string;
  engines?: Readonly<Record<string, unknown>>;
  os?: readonly string[];
  cpu?: readonly string[];
  libc?: readonly string[];
  link?: boolean;
}

interface PackageLock {
  packages: Record<string, LockedPackage>;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const semver = createRequire(import.meta.url)('semver') as SemverRanges;
const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as T;

/** npm's platform fields: a list of allowed values, or of '!value' exclusions. */
const allows = (listed: readonly string[] | undefined, value: string): boolean => {
  if (listed === undefined || listed.length === 0) return true;
  if (listed.includes(`!${value}`)) return false;
  const allowed = listed.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
};

const runningLibc = (): string => {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report.header?.glibcVersionRuntime === undefined ? 'musl' : 'glibc';
};

/** Packages npm installs on this machine: not other platforms' optional binaries. */
const installedHere = (locked: LockedPackage): boolean =>
  allows(locked.os, process.platform) && allows(locked.cpu, process.arch) && (locked.libc === undefined || allows(locked.libc, runningLibc()));

/** Its engines.node range (an old-style engines list, if any, says nothing npm checks). */
const nodeRange = (locked: LockedPackage): string | undefined => {
  const range = locked.engines?.['node'];
  return typeof range === 'string' ? range : undefined;
};

describe('the declared Node version and the dependencies agree (no EBADENGINE on install)', () => {
  const manifest = readJson<{ engines: { node: string } }>('package.json');
  const lowest = semver.minVersion(manifest.engines.node)?.version;

  it('package.json declares a lowest Node, and the Node running here is in its range', () => {
    expect(lowest).toBeDefined();
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('every locked package installed on this platform runs on the lowest declared Node', () => {
    const lock = readJson<PackageLock>('package-lock.json');
    const refusing = Object.entries(lock.packages)
      .filter(([path, locked]) => path !== '' && locked.link !== true && installedHere(locked))
      .flatMap(([path, locked]) => {
        const range = nodeRange(locked);
        return range !== undefined && !semver.satisfies(lowest ?? '0.0.0', range) ? [`${path}@${locked.version ?? '?'} wants node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});

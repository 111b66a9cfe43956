import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  checkRestorable,
  entryPlace,
  formatBackupManifest,
  isSafeEntryPath,
  parseBackupManifest,
  type BackupDatabaseKind,
  type BackupManifest,
} from './backup-manifest.js';

/** A path segment as file keys have them (letters, digits, dots, dashes; never `.` or `..`). */
const segmentArbitrary = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,20}$/);
const dataFilePathArbitrary = fc
  .tuple(fc.constantFrom('files', 'peppol', 'mail'), fc.array(segmentArbitrary, { minLength: 1, maxLength: 4 }))
  .map(([folder, segments]) => [folder, ...segments].join('/'));
const kindArbitrary = fc.constantFrom<BackupDatabaseKind>('embedded', 'postgresql');
const migrationsArbitrary = fc.uniqueArray(fc.stringMatching(/^[A-Z][A-Za-z]{2,20}179500000\d{4}$/), { minLength: 1, maxLength: 25 });
const sha256Arbitrary = fc.stringMatching(/^[0-9a-f]{64}$/);

const manifestArbitrary: fc.Arbitrary<BackupManifest> = fc
  .record({
    kind: kindArbitrary,
    migrations: migrationsArbitrary,
    createdAt: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
    fileStorage: fc.constantFrom<'local' | 's3'>('local', 's3'),
    files: fc.uniqueArray(dataFilePathArbitrary, { maxLength: 8 }),
    sizes: fc.array(fc.nat({ max: 2 ** 40 }), { minLength: 9, maxLength: 9 }),
    sums: fc.array(sha256Arbitrary, { minLength: 9, maxLength: 9 }),
  })
  .map(({ kind, migrations, createdAt, fileStorage, files, sizes, sums }) => ({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    database: { kind, migrations },
    fileStorage,
    entries: [DATABASE_ENTRY[kind], ...files].map((path, index) => ({ path, bytes: sizes[index] ?? 0, sha256: sums[index] ?? '' })),
  }));

describe('backup manifest', () => {
  it('reads back every manifest it writes, unchanged', () => {
    fc.assert(
      fc.property(manifestArbitrary, (manifest) => {
        expect(parseBackupManifest(formatBackupManifest(manifest))).toEqual({ ok: true, value: manifest });
      }),
    );
  });

  it('refuses a manifest whose dump is missing, whose paths leave the folder, or that is of another format version', () => {
    fc.assert(
      fc.property(manifestArbitrary, segmentArbitrary, (manifest, segment) => {
        const withoutDump = { ...manifest, entries: manifest.entries.filter((entry) => entry.path !== DATABASE_ENTRY[manifest.database.kind]) };
        expect(parseBackupManifest(formatBackupManifest(withoutDump)).ok).toBe(false);
        const escaping = { ...manifest, entries: [...manifest.entries, { path: `files/../${segment}`, bytes: 1, sha256: '0'.repeat(64) }] };
        expect(parseBackupManifest(formatBackupManifest(escaping)).ok).toBe(false);
        const later = JSON.stringify({ ...manifest, formatVersion: BACKUP_FORMAT_VERSION + 1 });
        const read = parseBackupManifest(later);
        expect(read.ok ? null : read.error[0]).toContain(`format version is ${BACKUP_FORMAT_VERSION + 1}`);
      }),
    );
  });

  it('places only the dump and files of the data folders; nothing with an empty, `.` or `..` segment or an absolute path', () => {
    fc.assert(
      fc.property(dataFilePathArbitrary, fc.constantFrom('..', '.', ''), fc.nat({ max: 4 }), (path, bad, at) => {
        expect(entryPlace(path)).toBe('data-file');
        const segments = path.split('/');
        segments.splice(Math.min(at, segments.length), 0, bad);
        expect(isSafeEntryPath(segments.join('/'))).toBe(false);
        expect(isSafeEntryPath(`/${path}`)).toBe(false);
      }),
    );
    expect(entryPlace(DATABASE_ENTRY.embedded)).toBe('database');
    expect(entryPlace('cache/x.webp')).toBeNull();
    expect(entryPlace('files')).toBeNull();
  });

  it('restores a schema the shop knows (any prefix of its migrations) into the same kind of database only', () => {
    fc.assert(
      fc.property(manifestArbitrary, fc.nat(), kindArbitrary, (manifest, cut, otherKind) => {
        const known = manifest.database.migrations;
        const older = { ...manifest, database: { ...manifest.database, migrations: known.slice(0, 1 + (cut % known.length)) } };
        expect(checkRestorable(older, { kind: manifest.database.kind, knownMigrations: known }).ok).toBe(true);
        const newer = { ...manifest, database: { ...manifest.database, migrations: [...known, 'Later1795999999999'] } };
        expect(checkRestorable(newer, { kind: manifest.database.kind, knownMigrations: known })).toEqual({
          ok: false,
          error: { kind: 'newer-schema', unknown: ['Later1795999999999'] },
        });
        const refused = checkRestorable(manifest, { kind: otherKind, knownMigrations: known });
        expect(refused.ok).toBe(otherKind === manifest.database.kind);
      }),
    );
  });
});

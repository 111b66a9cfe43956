import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SAMPLES } from './__tests__/sample-files.js';
import { UPLOAD_FILE_KINDS } from './file-type.js';
import { checkUpload, checkUploads, MAX_UPLOAD_FILES, safeFileName } from './upload-rules.js';

const anyBaseName = fc.stringMatching(/^[A-Za-z0-9 _-]{1,40}$/);
const anyExtension = fc.constantFrom(...Object.values(UPLOAD_FILE_KINDS).flatMap((kind) => kind.extensions), 'html', 'exe', 'zip', '');
const anyFileName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.tuple(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 })).map(([base, extension]) => `${base}.${extension}`),
);
const anySample = fc.constantFrom(...Object.values(SAMPLES));
const anyFileCount = fc.integer({ min: 0, max: 12 });

describe('upload rules properties', () => {
  it('accepts only when the name extension belongs to the sniffed kind', () => {
    fc.assert(
      fc.property(anyBaseName, anyExtension, anySample, (base, extension, bytes) => {
        const name = extension === '' ? base : `${base}.${extension}`;
        const result = checkUpload({ name, declaredType: '', size: bytes.length, bytes });
        if (result.ok) expect((UPLOAD_FILE_KINDS[result.value.kind].extensions as readonly string[]).includes(extension)).toBe(true);
      }),
    );
  });

  it('never accepts the HTML sample, whatever it is called', () => {
    fc.assert(
      fc.property(anyBaseName, anyExtension, (base, extension) => {
        expect(checkUpload({ name: `${base}.${extension}`, declaredType: 'application/pdf', size: 10, bytes: SAMPLES.html }).ok).toBe(false);
      }),
    );
  });

  it('accepts at most 5 files in one request', () => {
    fc.assert(
      fc.property(anyFileCount, (count) => {
        const files = Array.from({ length: count }, (_, i) => ({ name: `f${i}.txt`, declaredType: '', size: 4, bytes: SAMPLES.text }));
        expect(checkUploads(files).ok).toBe(count <= MAX_UPLOAD_FILES);
      }),
    );
  });

  it('makes any name safe: no folders, no line breaks, at most 150 characters, idempotent', () => {
    fc.assert(
      fc.property(anyFileName, (name) => {
        const safe = safeFileName(name);
        expect(/[/\\\r\n]/.test(safe)).toBe(false);
        expect(Array.from(safe).length).toBeLessThanOrEqual(150);
        expect(safeFileName(safe)).toBe(safe);
      }),
    );
  });
});

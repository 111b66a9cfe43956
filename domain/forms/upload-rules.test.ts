import { describe, expect, it } from '@jest/globals';
import { SAMPLES } from './__tests__/sample-files.js';
import { checkUpload, checkUploads, MAX_UPLOAD_BYTES, safeFileName, type UploadCandidate } from './upload-rules.js';

const candidate = (name: string, bytes: Uint8Array, size = bytes.length): UploadCandidate => ({
  name,
  declaredType: 'application/octet-stream',
  size,
  bytes,
});

const kindOf = (name: string, bytes: Uint8Array): string => {
  const result = checkUpload(candidate(name, bytes));
  return result.ok ? result.value.kind : result.error.kind;
};

describe('checkUpload', () => {
  it('accepts each kind when the name agrees with the content', () => {
    expect(kindOf('photo.JPG', SAMPLES.jpeg)).toBe('jpeg');
    expect(kindOf('photo.jpeg', SAMPLES.jpeg)).toBe('jpeg');
    expect(kindOf('plan.png', SAMPLES.png)).toBe('png');
    expect(kindOf('a.gif', SAMPLES.gif)).toBe('gif');
    expect(kindOf('a.webp', SAMPLES.webp)).toBe('webp');
    expect(kindOf('offer.pdf', SAMPLES.pdf)).toBe('pdf');
    expect(kindOf('old.doc', SAMPLES.ole2)).toBe('doc');
    expect(kindOf('old.xls', SAMPLES.ole2)).toBe('xls');
    expect(kindOf('new.docx', SAMPLES.docx)).toBe('docx');
    expect(kindOf('sheet.xlsx', SAMPLES.xlsx)).toBe('xlsx');
    expect(kindOf('unclear.docx', SAMPLES.bareZip)).toBe('docx');
    expect(kindOf('notes.txt', SAMPLES.text)).toBe('txt');
  });

  it('refuses content that disagrees with the name, with the library message', () => {
    const result = checkUpload(candidate('invoice.pdf', SAMPLES.html));
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'file-type-not-accepted',
        field: 'files',
        message: expect.objectContaining({ en: 'File type must be one of: JPEG, PNG, WebP, GIF, PDF, DOC, DOCX, XLS, XLSX, TXT' }),
      },
    });
    expect(kindOf('photo.png', SAMPLES.jpeg)).toBe('file-type-not-accepted');
    expect(kindOf('sheet.xlsx', SAMPLES.docx)).toBe('file-type-not-accepted');
    expect(kindOf('archive.zip', SAMPLES.bareZip)).toBe('file-type-not-accepted');
    expect(kindOf('page.html', SAMPLES.text)).toBe('file-type-not-accepted');
    expect(kindOf('noextension', SAMPLES.pdf)).toBe('file-type-not-accepted');
  });

  it('refuses a file over 10 MB and an empty file', () => {
    const big = checkUpload(candidate('offer.pdf', SAMPLES.pdf, MAX_UPLOAD_BYTES + 1));
    expect(big.ok ? null : big.error.message.en).toBe('File is larger than 10485760 bytes');
    expect(checkUpload(candidate('offer.pdf', SAMPLES.pdf, MAX_UPLOAD_BYTES)).ok).toBe(true);
    const empty = checkUpload(candidate('empty.txt', new Uint8Array(0)));
    expect(empty.ok ? null : empty.error.message.en).toBe('File is smaller than 1 bytes');
  });

  it('answers with a clean name and the sniffed MIME type', () => {
    const result = checkUpload({ name: 'C:\\Users\\jan\\offerte.pdf', declaredType: 'text/html', size: 3, bytes: SAMPLES.pdf });
    expect(result).toEqual({ ok: true, value: { name: 'offerte.pdf', kind: 'pdf', mimeType: 'application/pdf', size: SAMPLES.pdf.length } });
  });
});

describe('checkUploads', () => {
  it('refuses more than 5 files with "Too many files"', () => {
    const six = Array.from({ length: 6 }, (_, i) => candidate(`f${i}.txt`, SAMPLES.text));
    const result = checkUploads(six);
    expect(result.ok ? null : result.error.errors.map((error) => error.message.en)).toEqual(['Too many files']);
    expect(checkUploads(six.slice(0, 5)).ok).toBe(true);
  });

  it('reports every bad file by index and name', () => {
    const result = checkUploads([candidate('ok.txt', SAMPLES.text), candidate('bad.pdf', SAMPLES.html), candidate('x.exe', SAMPLES.binary)]);
    expect(result.ok ? null : result.error.errors.map((error) => [error.index, error.name, error.kind])).toEqual([
      [1, 'bad.pdf', 'file-type-not-accepted'],
      [2, 'x.exe', 'file-type-not-accepted'],
    ]);
  });
});

describe('safeFileName', () => {
  it('drops folders and control characters and keeps the extension of a long name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb.txt')).toBe('ab.txt');
    expect(safeFileName('   ')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.docx')).toBe(true);
    expect(safeFileName(`a.${'y'.repeat(300)}`)).toHaveLength(150);
  });
});

describe('safeFileName edge', () => {
  it('stays idempotent when the cut lands on a space', () => {
    const name = `${'x'.repeat(149)}  tail`;
    expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
    expect(safeFileName(name)).toBe('x'.repeat(149));
  });
});

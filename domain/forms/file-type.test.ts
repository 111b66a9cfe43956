import { describe, expect, it } from '@jest/globals';
import { SAMPLES } from './__tests__/sample-files.js';
import { detectFileType, isValidUtf8 } from './file-type.js';

describe('detectFileType', () => {
  it('knows each accepted kind by its magic bytes', () => {
    expect(detectFileType(SAMPLES.jpeg)).toBe('jpeg');
    expect(detectFileType(SAMPLES.png)).toBe('png');
    expect(detectFileType(SAMPLES.gif)).toBe('gif');
    expect(detectFileType(SAMPLES.webp)).toBe('webp');
    expect(detectFileType(SAMPLES.pdf)).toBe('pdf');
    expect(detectFileType(SAMPLES.ole2)).toBe('ole2');
    expect(detectFileType(SAMPLES.docx)).toBe('docx');
    expect(detectFileType(SAMPLES.xlsx)).toBe('xlsx');
    expect(detectFileType(SAMPLES.bareZip)).toBe('office-zip');
    expect(detectFileType(SAMPLES.text)).toBe('txt');
    expect(detectFileType(SAMPLES.utf8Text)).toBe('txt');
  });

  it('does not take HTML or binary junk for text', () => {
    expect(detectFileType(SAMPLES.html)).toBeNull();
    expect(detectFileType(Uint8Array.from([0xef, 0xbb, 0xbf, ...Array.from('<html>', (c) => c.charCodeAt(0))]))).toBeNull();
    expect(detectFileType(SAMPLES.binary)).toBeNull();
  });
});

describe('isValidUtf8', () => {
  it('refuses overlong forms, surrogates and truncated sequences', () => {
    expect(isValidUtf8(Uint8Array.from([0xc0, 0xaf]))).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xe2, 0x82]))).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBe(false);
    expect(isValidUtf8(Uint8Array.from([0xe2, 0x82, 0xac]))).toBe(true);
  });
});

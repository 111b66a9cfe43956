import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { detectFileType, isValidUtf8 } from './file-type.js';

const anyText = fc.string({ unit: 'grapheme', maxLength: 200 });
const anyBytes = fc.uint8Array({ maxLength: 300 });

describe('file type sniffing properties', () => {
  it('agrees with the platform on what is valid UTF-8', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        let platform = true;
        try {
          decoder.decode(bytes);
        } catch {
          platform = false;
        }
        expect(isValidUtf8(bytes)).toBe(platform);
      }),
    );
  });

  it('reads any text without NUL or markup at the start as txt', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        fc.pre(!text.includes('\u0000') && !text.trimStart().startsWith('<') && text.length > 0);
        expect(detectFileType(new TextEncoder().encode(text))).toBe('txt');
      }),
    );
  });

  it('never calls HTML text, however it is padded, anything accepted', () => {
    const anyMarkup = fc.constantFrom('<!DOCTYPE html>', '<html>', '<HTML lang="nl">', '<script>', '<svg onload=x>');
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\n\t', '\ufeff'), anyMarkup, anyText, (pad, markup, rest) => {
        expect(detectFileType(new TextEncoder().encode(pad + markup + rest))).toBeNull();
      }),
    );
  });
});

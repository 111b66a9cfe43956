import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSafeHeaderValue } from './header-safety.js';

const anyText = fc.string({ maxLength: 40 });
const anyLineBreak = fc.constantFrom('\r', '\n', '\r\n', '\u2028');

describe('isSafeHeaderValue', () => {
  it('accepts a name or subject and refuses header injection', () => {
    expect(isSafeHeaderValue('Jan Peeters — Offerte 20ft')).toBe(true);
    expect(isSafeHeaderValue('Tab\tis fine')).toBe(true);
    expect(isSafeHeaderValue('Hi\r\nBcc: victim@example.com')).toBe(false);
    expect(isSafeHeaderValue('nul\u0000')).toBe(false);
  });

  it('refuses any text with a line break in it', () => {
    fc.assert(
      fc.property(anyText, anyLineBreak, anyText, (before, lineBreak, after) => !isSafeHeaderValue(before + lineBreak + after)),
    );
  });
});

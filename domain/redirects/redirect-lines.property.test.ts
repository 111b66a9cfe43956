import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anySegment } from '../../test/arbitraries/redirect-arbitraries.js';
import { findRedirectChainsAndLoops } from './redirect-graph.js';
import { parseRedirectLines } from './redirect-lines.js';

const anyToken = fc.oneof(
  anySegment.map((segment) => `/${segment}`),
  fc.constantFrom('301', '302', '200', '404', 'x', 'https://evil.example', '//evil', '#c', '/a', '/b'),
);
const anyLine = fc.oneof(
  fc.array(anyToken, { maxLength: 5 }).map((tokens) => tokens.join(' ')),
  fc.constantFrom('', '   ', '# comment', '\t/a\t/b\t301 '),
);
const anyBulkText = fc
  .tuple(fc.array(anyLine, { maxLength: 20 }), fc.constantFrom('\n', '\r\n'))
  .map(([lines, eol]) => lines.join(eol));

describe('parseRedirectLines properties', () => {
  it('reports skipped and bad lines by their number in the original text', () => {
    fc.assert(
      fc.property(anyBulkText, (text) => {
        const lines = text.split(/\r\n|\n/);
        const result = parseRedirectLines(text);
        for (const skipped of result.skipped) expect(lines[skipped.line - 1]?.trim()).toBe(skipped.text);
        for (const error of result.errors) expect(lines[error.line - 1]?.trim()).not.toBe('');
      }),
    );
  });

  it('accounts for every meaningful line once, as a rule, a skip or an error', () => {
    fc.assert(
      fc.property(anyBulkText, (text) => {
        const meaningful = text.split(/\r\n|\n/).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
        const result = parseRedirectLines(text);
        const errorLines = new Set(result.errors.map((error) => error.line));
        expect(result.rules.length + result.skipped.length + errorLines.size).toBe(meaningful.length);
      }),
    );
  });

  it('never accepts a chain or a loop', () => {
    fc.assert(
      fc.property(anyBulkText, (text) => {
        expect(findRedirectChainsAndLoops(parseRedirectLines(text).rules)).toEqual({ chains: [], loops: [] });
      }),
    );
  });
});

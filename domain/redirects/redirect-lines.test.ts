import { describe, expect, it } from '@jest/globals';
import { parseRedirectLines } from './redirect-lines.js';

describe('parseRedirectLines', () => {
  it('reads old, new and status; a non-numeric status becomes 301', () => {
    const text = ['# comment', '', '  /a   /b   302  ', '/c /d permanent', '/e /f 200 extra tokens'].join('\n');
    expect(parseRedirectLines(text)).toEqual({
      rules: [
        { oldPath: '/a', newPath: '/b', statusCode: 302, isActive: true },
        { oldPath: '/c', newPath: '/d', statusCode: 301, isActive: true },
        { oldPath: '/e', newPath: '/f', statusCode: 200, isActive: true },
      ],
      ruleLines: [3, 4, 5],
      skipped: [],
      errors: [],
    });
  });

  it('skips lines with fewer than three tokens and reports them by original line number', () => {
    const result = parseRedirectLines('/a /b 301\r\n\r\n/only-two /tokens\n# note\nlonely');
    expect(result.skipped).toEqual([
      { line: 3, text: '/only-two /tokens' },
      { line: 5, text: 'lonely' },
    ]);
    expect(result.rules).toHaveLength(1);
  });

  it('refuses a status other than 301, 302 or 200', () => {
    const result = parseRedirectLines('/a /b 307\n/c /d 301');
    expect(result.errors).toEqual([
      {
        line: 1,
        kind: 'invalid-status',
        field: 'status',
        reason: expect.objectContaining({ en: 'Status code must be 301, 302 or 200.' }),
      },
    ]);
    expect(result.rules).toEqual([{ oldPath: '/c', newPath: '/d', statusCode: 301, isActive: true }]);
  });

  it('refuses a target that leaves the site, naming the line', () => {
    const result = parseRedirectLines('/ok /fine 301\n/a https://evil.example 301\n/b //evil.example 302');
    expect(result.errors.map((error) => [error.line, error.kind, error.field])).toEqual([
      [2, 'invalid-redirect-path', 'newPath'],
      [3, 'invalid-redirect-path', 'newPath'],
    ]);
  });

  it('refuses a rule to itself, a duplicate source, a loop and a chain', () => {
    const text = [
      '/same /same/ 301', // 1 self
      '/x /y 301', // 2
      '/x /z 301', // 3 duplicate of 2
      '/p /q 301', // 4 loop with 5
      '/q /p 301', // 5
      '/m /n 301', // 6 chain into 7
      '/n /final 301', // 7
    ].join('\n');
    const result = parseRedirectLines(text);
    expect(result.errors.map((error) => [error.line, error.kind])).toEqual([
      [1, 'self-redirect'],
      [3, 'duplicate-source'],
      [4, 'redirect-loop'],
      [5, 'redirect-loop'],
      [6, 'redirect-chain'],
    ]);
    expect(result.errors[1]?.reason.en).toBe('This old path is already redirected on line 2.');
    expect(result.errors[2]?.reason.en).toBe('These rules form a redirect loop (lines 4, 5).');
    expect(result.errors[4]?.reason.en).toBe(
      'The new path is itself redirected on line 7; point this rule at the final address.',
    );
    expect(result.rules.map((rule) => rule.oldPath)).toEqual(['/x', '/n']);
  });

  it('parses nothing from an empty text', () => {
    expect(parseRedirectLines('  \n\n')).toEqual({ rules: [], ruleLines: [], skipped: [], errors: [] });
  });
});

import { describe, expect, it } from '@jest/globals';
import { detectRedirectImportFormat, parseRedirectCsv, parseRedirectImport, splitCsvLine } from './redirect-csv.js';

describe('parseRedirectCsv', () => {
  it('reads rows after an optional header, defaulting the status to 301', () => {
    const text = 'old_path,new_path,status\n/a,/b,302\n"/c","/d"\n/e,/f,\n';
    expect(parseRedirectCsv(text)).toEqual({
      rules: [
        { oldPath: '/a', newPath: '/b', statusCode: 302, isActive: true },
        { oldPath: '/c', newPath: '/d', statusCode: 301, isActive: true },
        { oldPath: '/e', newPath: '/f', statusCode: 301, isActive: true },
      ],
      ruleLines: [2, 3, 4],
      skipped: [],
      errors: [],
    });
  });

  it('works without a header and reports skipped and bad lines by number', () => {
    const result = parseRedirectCsv('/a,/b,301\njust-one-cell\n,/x,301\n/c,javascript:alert(1),301\n/d,/e,404');
    expect(result.skipped).toEqual([{ line: 2, text: 'just-one-cell' }]);
    expect(result.errors.map((error) => [error.line, error.field])).toEqual([
      [3, 'oldPath'],
      [4, 'newPath'],
      [5, 'status'],
    ]);
    expect(result.rules).toHaveLength(1);
  });
});

describe('splitCsvLine', () => {
  it('handles quotes and escaped quotes', () => {
    expect(splitCsvLine('"/a,b","say ""hi""", 301 ')).toEqual(['/a,b', 'say "hi"', '301']);
  });
});

describe('detectRedirectImportFormat', () => {
  it('tells CSV from the line format', () => {
    expect(detectRedirectImportFormat('# x\nold_path,new_path,status\n')).toBe('csv');
    expect(detectRedirectImportFormat('/a /b 301\n')).toBe('lines');
    expect(parseRedirectImport('/a,/b,302').rules).toEqual([
      { oldPath: '/a', newPath: '/b', statusCode: 302, isActive: true },
    ]);
  });
});

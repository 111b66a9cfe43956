import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSourceFiles } from './read-source-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const isTest = (path: string): boolean => /\.test\.tsx?$|\/testing\/|^test\//.test(path);

/** Production files (tests may brand their stand-ins) whose text matches. */
const productionFilesMatching = (pattern: RegExp): string[] =>
  readSourceFiles(root)
    .map((file) => file.path)
    .filter((path) => !isTest(path) && pattern.test(readFileSync(resolve(root, path), 'utf8')));

describe('the one HTML boundary (docs/security.md)', () => {
  it('only the server sanitiser and the web API boundary make SanitisedHtml', () => {
    expect(productionFilesMatching(/as SanitisedHtml\b/).sort()).toEqual(['adapters/security/html-sanitizer.ts', 'web/src/shared/html/server-html.ts']);
  });

  it('only the one component renders HTML into the page', () => {
    expect(productionFilesMatching(/dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write/)).toEqual(['web/src/shared/html/sanitised-html.tsx']);
  });

  it('only the adapter imports the sanitize-html package', () => {
    expect(productionFilesMatching(/from 'sanitize-html'/)).toEqual(['adapters/security/html-sanitizer.ts']);
  });
});

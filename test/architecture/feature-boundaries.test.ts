import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { findFeatureViolations } from './architecture-rules.js';
import { readSourceFiles } from './read-source-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The feature rule on the tree, one root at a time, so a failure names where to look. */
describe('no feature imports the insides of another', () => {
  const violations = findFeatureViolations(readSourceFiles(root)).map((violation) => `${violation.file} -> ${violation.specifier}`);
  it.each(['application/', 'adapters/', 'api/', 'web/'])('in %s', (prefix) => {
    expect(violations.filter((violation) => violation.startsWith(prefix))).toEqual([]);
  });
});

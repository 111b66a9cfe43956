import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { findImportCycles, findLayerViolations, type SourceFile } from './architecture-rules.js';
import { readSourceFiles } from './read-source-files.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the architecture of this repository', () => {
  const files = readSourceFiles(root);

  it('reads the source tree', () => {
    expect(files.some((file) => file.path.startsWith('domain/'))).toBe(true);
  });

  it('keeps every import pointing inward', () => {
    expect(findLayerViolations(files)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findImportCycles(files)).toEqual([]);
  });
});

describe('the architecture checker', () => {
  const file = (path: string, ...imports: string[]): SourceFile => ({ path, imports });

  it.each([
    [file('domain/a.ts', 'node:fs'), 'domain/ imports no package or node built-in'],
    [file('domain/a.ts', '@nestjs/common'), 'domain/ imports no package or node built-in'],
    [file('domain/a.ts', '../application/b.js'), 'domain/ must not import application/'],
    [file('application/a.ts', '../adapters/b.js'), 'application/ must not import adapters/'],
    [file('application/a.ts', 'typeorm'), 'application/ imports no package or node built-in'],
    [file('adapters/x/a.ts', '../../api/b.js'), 'adapters/ must not import api/'],
    [file('adapters/x/a.ts', '../../cli/b.js'), 'adapters/ must not import cli/'],
    [file('web/a.tsx', '../api/b.js'), 'web/ must not import api/'],
    [file('web/a.tsx', '../adapters/b.js'), 'web/ must not import adapters/'],
    [file('web/f/a.tsx', '../../application/b.js'), 'web/ must not import application/'],
    [file('adapters/x/a.ts', '../../test/support/db.js'), 'adapters/ must not import test/'],
  ])('refuses a wrong arrow: %j', (source, rule) => {
    expect(findLayerViolations([source]).map((violation) => violation.rule)).toEqual([rule]);
  });

  it('lets the outer layers import the inner ones and tests import tools', () => {
    const allowed = [
      file('application/a.ts', '../domain/b.js'),
      file('adapters/x/a.ts', '../../application/b.js', 'typeorm'),
      file('api/a.ts', '../adapters/b.js', '@nestjs/common'),
      file('web/a.tsx', '../domain/b.js', 'react'),
      file('domain/a.property.test.ts', 'fast-check', './a.js'),
      file('adapters/x/a.test.ts', '../../test/support/db.js', '../../fixtures/demo/index.js'),
    ];
    expect(findLayerViolations(allowed)).toEqual([]);
  });

  it('finds a cycle between files and none in a tree', () => {
    const cyclic = [file('domain/a.ts', './b.js'), file('domain/b.ts', './c.js'), file('domain/c.ts', './a.js')];
    expect(findImportCycles(cyclic)).toEqual([['domain/a', 'domain/b', 'domain/c']]);
    const tree = [file('domain/a.ts', './b.js', './c.js'), file('domain/b.ts', './c.js'), file('domain/c.ts')];
    expect(findImportCycles(tree)).toEqual([]);
  });
});

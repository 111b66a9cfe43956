import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { LAYERS, type SourceFile } from './architecture-rules.js';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'artifacts']);

const listTypeScriptFiles = (folder: string): string[] => {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(entry) ? [] : listTypeScriptFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
};

/** Every TypeScript file of the layer folders with its import and export-from specifiers. */
export const readSourceFiles = (root: string): SourceFile[] =>
  LAYERS.flatMap((layer) => listTypeScriptFiles(join(root, layer))).map((absolute) => {
    const info = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    return {
      path: relative(root, absolute).split(sep).join('/'),
      imports: info.importedFiles.map((imported) => imported.fileName),
    };
  });

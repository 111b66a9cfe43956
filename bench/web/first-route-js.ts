import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { START_TEXTS_CHUNK } from '../../domain/language/text-files.js';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly src?: string;
  readonly name?: string;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface FirstRouteSize {
  readonly route: string;
  /** Gzipped JavaScript that must load before the page answers: the entry, the app it starts, the page's chunk and their static imports. */
  readonly codeBytes: number;
  /** The language's storefront texts (JSON chunks loaded beside it). */
  readonly catalogBytes: number;
}

const gzipSize = (webDist: string, file: string): number => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;

const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

/** First-route JavaScript per page module (e.g. 'src/features/home/home-page.tsx'), gzip level 9, from Vite's manifest. */
export const firstRouteSizes = (webDist: string, pages: Readonly<Record<string, string>>, language: string, isStartTextFile: (name: string) => boolean): FirstRouteSize[] => {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry === true)?.[0];
  if (entry === undefined) throw new Error('the manifest has no entry');
  const catalogPattern = new RegExp(`locales/${language}/([^/]+)\\.json$`);
  const catalogBytes = Object.entries(manifest)
    .filter(([key, chunk]) => {
      if (chunk.name === `${START_TEXTS_CHUNK}${language}`) return true;
      const name = catalogPattern.exec(key)?.[1];
      return name !== undefined && isStartTextFile(name);
    })
    .reduce((sum, [, chunk]) => sum + gzipSize(webDist, chunk.file), 0);
  return Object.entries(pages).map(([route, page]) => {
    if (manifest[page] === undefined) throw new Error(`${page} is not in the manifest`);
    // The entry starts the app after the first paint (web/src/main.tsx): that app is part of what the page needs.
    const files = [...staticClosure(manifest, [entry, ...(manifest[entry]?.dynamicImports ?? []), page])].map((key) => manifest[key]?.file ?? '');
    return { route, codeBytes: files.reduce((sum, file) => sum + gzipSize(webDist, file), 0), catalogBytes };
  });
};

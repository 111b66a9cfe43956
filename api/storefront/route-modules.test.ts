import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROUTE_PAGE_MODULES, routeModules } from './route-modules.js';

const distWith = (manifest: object): string => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
};

describe('routeModules', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_http.js'] },
    '_http.js': { file: 'assets/http.js' },
    '_price.js': { file: 'assets/price.js', imports: ['_http.js'] },
    'src/features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_price.js', '_http.js'] },
    'locales/nl/home.json': { file: 'assets/home-nl.js' },
    'locales/nl/adminBlog.json': { file: 'assets/admin-blog-nl.js' },
    'locales/nl/auth.json': { file: 'assets/auth-nl.js' },
    'locales/de/home.json': { file: 'assets/home-de.js' },
    'locales/de/faq.json': { file: 'assets/faq-de.js' },
    'locales/de/policies.json': { file: 'assets/policies-de.js' },
  };

  it("hints the page's chunks not loaded by the entry, the language's texts of every page and the page's own, never admin texts", () => {
    const modules = routeModules(distWith(manifest));
    expect(modules('nl', '')).toEqual(['/assets/home-page.js', '/assets/price.js', '/assets/home-nl.js']);
    expect(modules('de', 'container')).toEqual(['/assets/home-de.js']);
    expect(modules('de', 'privacy-statement')).toEqual(['/assets/home-de.js', '/assets/policies-de.js']);
  });

  it('names the app the entry starts after the first paint and its imports, beside the page, never the entry itself', () => {
    const modules = routeModules(
      distWith({
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start-app.tsx'] },
        'src/app/start-app.tsx': { file: 'assets/start-app.js', isDynamicEntry: true, imports: ['_vendor.js', 'index.html'] },
        '_vendor.js': { file: 'assets/vendor.js' },
        'src/features/faq/faq-page.tsx': { file: 'assets/faq-page.js', imports: ['_vendor.js'] },
      }),
    );
    expect(modules('nl', 'faq')).toEqual(['/assets/start-app.js', '/assets/vendor.js', '/assets/faq-page.js']);
    expect(modules('nl', 'no-such-page')).toEqual(['/assets/start-app.js', '/assets/vendor.js']);
  });

  it("hints a language's start texts built into one chunk once", () => {
    const modules = routeModules(
      distWith({
        'index.html': { file: 'assets/index.js', isEntry: true },
        '_texts-nl-1.js': { file: 'assets/texts-nl-1.js', name: 'texts-nl' },
        '_texts-de-2.js': { file: 'assets/texts-de-2.js', name: 'texts-de' },
        'locales/nl/faq.json': { file: 'assets/faq-nl.js' },
      }),
    );
    expect(modules('nl', 'faq')).toEqual(['/assets/texts-nl-1.js', '/assets/faq-nl.js']);
    expect(modules('de', '')).toEqual(['/assets/texts-de-2.js']);
  });

  it('hints nothing without a manifest', () => {
    expect(routeModules(mkdtempSync(join(tmpdir(), 'web-dist-')))('nl', '')).toEqual([]);
  });

  it('names page modules that exist in the storefront', () => {
    for (const [, module] of ROUTE_PAGE_MODULES) expect({ module, exists: existsSync(join(process.cwd(), 'web', module)) }).toEqual({ module, exists: true });
  });
});

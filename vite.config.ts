import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { isStartTextFile, START_TEXTS_CHUNK } from './domain/language/text-files.js';

const SHARED_CODE = /[\\/](web[\\/]src[\\/](shared|app)|domain)[\\/]/;
/**
 * Shared widgets of some pages, not of the frame (the page sections of home and landing pages, the
 * product listing's cards and filters): chunked with those pages, so one first route does not load another's.
 */
const PAGE_WIDGETS = /[\\/]web[\\/]src[\\/]shared[\\/](sections|product-listing)[\\/]/;
/** The pages of a first visit: home, listing and product page (their own code stays in their chunks). */
const FIRST_ROUTE_PAGES = [/home[\\/]home-page\.tsx$/, /catalogue[\\/]product-list-page\.tsx$/, /product[\\/]product-page\.tsx$/];

/** Whether one of the first-route pages imports the module, directly or through other static imports. */
const usedByFirstRoutes = (id: string, context: ChunkingContext): boolean => {
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (FIRST_ROUTE_PAGES.some((page) => page.test(current))) return true;
    for (const importer of context.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
};

const TEXT_FILE = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/;

/**
 * A language's start texts in one chunk instead of one per file: each request costs a round
 * trip on a slow phone network, and every first visit needs all of them.
 */
const chunkGroups = [
  {
    name: (id: string): string | null => {
      const [, language, file] = TEXT_FILE.exec(id) ?? [];
      return language !== undefined && file !== undefined && isStartTextFile(file) ? `${START_TEXTS_CHUNK}${language}` : null;
    },
    debugName: 'start texts per language',
  },
  // The bundler's own helpers (module runtime, preload helper) in a chunk of their own: left in the entry
  // chunk, every lazy chunk would depend on the entry and so on its stylesheet, which the preload helper
  // then adds as a <link> (a second download of the stylesheet the server put inside the page, and a
  // whole-page restyle); in the vendor chunk, the entry would load the libraries before the first paint.
  { name: 'bundler-helpers', test: /^\0/ },
  // React in a chunk of its own: web/src/main.tsx evaluates it in a task of its own, the other libraries with the app.
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
  {
    name: (id: string, context: ChunkingContext): string | null => (SHARED_CODE.test(id) && !PAGE_WIDGETS.test(id) && usedByFirstRoutes(id, context) ? 'common' : null),
    debugName: 'shared code of the first routes',
  },
];

/**
 * V8's explicit compile hint, the first line of every chunk: a chunk that starts with it is compiled
 * whole while it streams in, off the main thread. Without it V8 compiles each function on its first
 * call, on the main thread, during hydration: 30 ms of the home page's main-thread work after the
 * first paint, unthrottled (docs/web-performance.md, "Chunking, compile hints and first-route JavaScript"). Admin chunks get it too: it costs
 * only where a chunk is loaded, and an admin screen's code also runs as it loads.
 */
const V8_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The server's render of the same app (web/src/entry-server.tsx), built with `vite build --ssr` into
 * dist/web-server and loaded by api/storefront/server-renderer.ts. Everything is bundled with React's
 * production build: the shop's server does not set NODE_ENV, and React's development build renders
 * several times slower. No public files, manifest or chunk groups (nothing is downloaded from it).
 */
const serverRenderBuild = {
  ssr: 'src/entry-server.tsx',
  outDir: '../dist/web-server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  target: 'node20',
  manifest: false,
};

/** The storefront: built into dist/web and served by the shop's own server, which also renders its pages (serverRenderBuild). */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // react-router's package exports name its development build only (remix-run/react-router#12532): its dev warnings ran in production.
  resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] },
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  ...(isSsrBuild === true ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true } } : {}),
  build:
    isSsrBuild === true
      ? serverRenderBuild
      : {
          outDir: '../dist/web',
          emptyOutDir: true,
          sourcemap: true,
          target: 'es2022',
          manifest: true,
          // The server names a page's chunks and the entry hints them after the first paint (web/src/main.tsx).
          modulePreload: false,
          rolldownOptions: { output: { codeSplitting: { groups: chunkGroups }, postBanner: V8_COMPILE_HINT } },
        },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'], root: 'web', setupFiles: ['./src/test-setup.ts'] },
}));

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A storefront build for HTTP tests of server rendering, made fresh from the sources: the page
 * template (web/index.html, without the browser bundle's scripts and stylesheet) and the render
 * bundle (`vite build --ssr`, a few seconds). Answers its `web` folder (the shop's webDistDir).
 */
export const buildServerRendering = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'server-render-'));
  const web = join(root, 'web');
  mkdirSync(web);
  copyFileSync(join(process.cwd(), 'web', 'index.html'), join(web, 'index.html'));
  execFileSync(process.execPath, [join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'web-server'), '--logLevel', 'warn'], {
    cwd: process.cwd(),
    // Jest sets NODE_ENV=test, which would build development JSX into the production bundle.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return web;
};

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { isStartTextFile } from '../domain/language/text-files.js';
import { firstRouteSizes } from './web/first-route-js.js';
import { runLighthouse, type FormFactor, type LighthouseScores } from './web/lighthouse-run.js';
import { startBuiltShop } from './web/start-built-shop.js';
import { medianRun } from './web/median-run.js';

const WEB_DIST = join(process.cwd(), 'dist', 'web');
const BENCHMARKS = join(process.cwd(), 'docs', 'benchmarks.md');
const START = '<!-- web-bench:start -->';
const END = '<!-- web-bench:end -->';
const FIRST_ROUTE_BUDGET = 130 * 1024;
/** Lighthouse runs per page and form factor; the median run is reported. */
const RUNS = Math.max(1, Number(process.env['WEB_BENCH_RUNS'] ?? 3));

interface Measured extends LighthouseScores {
  readonly performanceOfEachRun: readonly string[];
}

const shownPerformance = (run: LighthouseScores): string => (run.runError === null ? String(run.performance) : `not scored (${run.runError})`);

/** The page modules whose first load is measured (Vite manifest keys). */
const PAGES: Readonly<Record<string, string>> = {
  home: 'src/features/home/home-page.tsx',
  listing: 'src/features/catalogue/product-list-page.tsx',
  detail: 'src/features/product/product-page.tsx',
};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const firstPath = async (baseUrl: string, api: string, pick: (body: unknown) => string | undefined): Promise<string | undefined> => {
  const response = await fetch(`${baseUrl}${api}`);
  return response.ok ? pick(await response.json()) : undefined;
};

const main = async (): Promise<void> => {
  if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) throw new Error('Build first: npm run build');
  const sizes = firstRouteSizes(WEB_DIST, PAGES, 'nl', isStartTextFile);
  const shop = await startBuiltShop(4090);
  const scores: Measured[] = [];
  try {
    const product = await firstPath(shop.baseUrl, '/api/products?lang=nl&pageSize=1', (body) => (body as { items: { slug: string }[] }).items[0]?.slug);
    const post = await firstPath(shop.baseUrl, '/api/blog?lang=nl', (body) => (body as { items: { slug: string }[] }).items[0]?.slug);
    const landing = await firstPath(shop.baseUrl, '/api/landing-pages?placement=footer&lang=nl', (body) => (body as { groups: { pages: { slug: string }[] }[] }).groups[0]?.pages[0]?.slug);
    const pages: readonly (readonly [string, string | undefined, readonly FormFactor[]])[] = [
      ['home', '/nl', ['mobile', 'desktop']],
      ['listing', '/nl/container', ['mobile', 'desktop']],
      ['detail', product === undefined ? undefined : `/nl/container/${product}`, ['mobile', 'desktop']],
      ['blog post', post === undefined ? undefined : `/nl/blog/${post}`, ['mobile', 'desktop']],
      ['contact', '/nl/contact', ['mobile']],
      ['landing page', landing === undefined ? undefined : `/nl/pages/${landing}`, ['mobile']],
      ['FAQ', '/nl/faq', ['mobile']],
    ];
    for (const [name, path, formFactors] of pages) {
      if (path === undefined) throw new Error(`the demo data has no ${name}`);
      for (const formFactor of formFactors) {
        const runs: LighthouseScores[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${shop.baseUrl}${path}`, formFactor));
        const result = medianRun(runs);
        const performanceOfEachRun = runs.map(shownPerformance);
        console.log(`${name} (${formFactor}): performance ${result.performance} (runs ${performanceOfEachRun.join(', ')}), accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}`);
        scores.push({ ...result, url: `${name}: ${path}`, performanceOfEachRun });
      }
    }
  } finally {
    await shop.stop();
  }
  const section = [
    START,
    '## Web (issues 7, 8, 10)',
    '',
    `Run with \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian Chromium, Lighthouse 12 (mobile: its default Moto G Power emulation with simulated slow 4G; desktop: its desktop preset), the built shop on a fresh embedded database.`,
    '',
    `First-route JavaScript (gzip -9 of the entry, the page's chunk and their static imports; budget ${kb(FIRST_ROUTE_BUDGET)} kB). The Dutch texts every page loads (domain/language/text-files.ts) come beside it as JSON chunks and are shown on their own.`,
    '',
    '| route | JavaScript, kB gzip | within budget | texts (nl), kB gzip |',
    '|---|---|---|---|',
    ...sizes.map((size) => `| ${size.route} | ${kb(size.codeBytes)} | ${size.codeBytes <= FIRST_ROUTE_BUDGET ? 'yes' : 'NO'} | ${kb(size.catalogBytes)} |`),
    '',
    'Targets: performance ≥ 95, accessibility ≥ 95, best practices 100 (home, listing, detail); SEO 100 as well on contact, blog post, landing page, FAQ.',
    `Each page and form factor is run ${RUNS} time${RUNS === 1 ? '' : 's'} (\`WEB_BENCH_RUNS\`); the line shows the run with the median performance score, the performance of every run beside it. A run Lighthouse could not score (a runtime error, or a metric it could not measure) is named as such and left out of the median.`,
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | LCP ms | TBT ms | performance of each run | points lost outside performance |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...scores.map(
      (s) =>
        `| ${s.url} | ${s.formFactor} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.performanceOfEachRun.join(', ')} | ${s.failedAudits.join(', ') || '—'} |`,
    ),
    END,
  ].join('\n');
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const at = current.indexOf(START);
  const next = at < 0 ? `${current.trimEnd()}\n\n${section}\n` : `${current.slice(0, at)}${section}${current.slice(current.indexOf(END) + END.length)}`;
  writeFileSync(BENCHMARKS, next);
  console.log(`Written to ${BENCHMARKS}`);
};

await main();

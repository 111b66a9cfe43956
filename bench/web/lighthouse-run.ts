import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer, { type Page } from 'puppeteer-core';

export interface LighthouseRunOptions {
  /** false: no network or CPU throttling (`throttlingMethod: provided`), for the page's real main-thread time. */
  readonly throttled: boolean;
  /** Only the performance category (the unthrottled runs need nothing else). */
  readonly performanceOnly: boolean;
  /** Set as the origin's cookies before the run (a visitor's cart); Lighthouse then keeps storage (cookies included) instead of clearing it. */
  readonly cookies?: Readonly<Record<string, string>>;
  /** A 404 page is measured too (Lighthouse otherwise refuses an error status). */
  readonly expectErrorStatus?: boolean;
  /** The throttled runs' CPU slowdown (merged into Lighthouse's mobile throttling, the rest kept); its own 4× when not given. */
  readonly cpuSlowdown?: number;
  /** Slows the measured tab's CPU itself (DevTools throttling) by this factor: a slower machine as such (bench-pages.ts `hostSlowdown`). */
  readonly hostSlowdown?: number;
}

const DEBUG_PORT = 9339;

/** Debian's Chromium with a DevTools port (never a downloaded browser), as the browser tests start it. */
const startChromium = async (): Promise<() => void> => {
  const chromiumProcess = spawn(
    process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'lh-chromium-'))}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    const up = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return () => chromiumProcess.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Sets the cookies for the origin without loading a page, so the measured page still starts with an empty HTTP cache. */
const seedCookies = async (url: string, entries: Readonly<Record<string, string>>): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('Chromium has no default context');
    const origin = new URL(url).origin;
    await context.addCookies(Object.entries(entries).map(([name, value]) => ({ name, value, url: origin, sameSite: 'Lax' as const })));
  } finally {
    await browser.close();
  }
};

/**
 * A tab whose CPU DevTools slows by `slowdown`, for Lighthouse to measure in (it keeps a CPU
 * throttling it did not set when its own throttling is simulated); and how to let go of it.
 */
const slowedTab = async (slowdown: number): Promise<{ readonly page: Page; readonly release: () => Promise<void> }> => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}`, defaultViewport: null });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, release: () => browser.disconnect() };
};

/** One Lighthouse 12 run in a fresh Chromium, default mobile emulation: simulated slow 4G and 4× CPU slowdown, or unthrottled. */
export const runLighthouse = async (url: string, options: LighthouseRunOptions): Promise<Result> => {
  const stop = await startChromium();
  try {
    if (options.cookies !== undefined) await seedCookies(url, options.cookies);
    const slowed = options.throttled && (options.hostSlowdown ?? 1) > 1 ? await slowedTab(options.hostSlowdown ?? 1) : null;
    const result = await lighthouse(
      url,
      {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        // Not part of any score; leaving it out shortens each run on the shared machine.
        disableFullPageScreenshot: true,
        onlyCategories: options.performanceOnly ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(options.throttled ? {} : { throttlingMethod: 'provided' as const }),
        ...(options.throttled && options.cpuSlowdown !== undefined ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
        ...(options.cookies === undefined ? {} : { disableStorageReset: true }),
        ...(options.expectErrorStatus === true ? { ignoreStatusCode: true } : {}),
      },
      undefined,
      slowed?.page,
    ).finally(() => slowed?.release());
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    stop();
  }
};

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), headless, with no background networking. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

const ARTIFACTS = join(process.cwd(), 'test', 'artifacts');

/** A screenshot of each step, kept as a CI artefact (git-ignored). */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
};

/**
 * The cookie banner answered (necessary only) before any page of the context loads: for journeys
 * about the pages, not the banner. The `cookie-consent` cookie, as the shop writes it, for the
 * test servers' host (cookies do not tell ports apart), so the server renders no banner.
 */
export const answerConsentBanner = async (context: BrowserContext): Promise<void> => {
  await context.addCookies([{ name: 'cookie-consent', value: 'necessary', domain: '127.0.0.1', path: '/', sameSite: 'Lax' }]);
};

/**
 * Waits until React has taken over the server-rendered page (hydrated, web/src/app/lazy-page.tsx
 * marks it): before that the page is readable but its buttons do nothing, so a click right after
 * a load could be lost.
 */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-page-ready') === 'true');
};

/** Opens the address and waits until the page is hydrated (waitForHydration): what a test does before it clicks or types. */
export const visitHydrated = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await waitForHydration(page);
};

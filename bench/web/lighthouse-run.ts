import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScores {
  readonly url: string;
  readonly formFactor: FormFactor;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Largest contentful paint and total blocking time as Lighthouse estimates them, ms. */
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** Audits that lost points outside performance, to explain a score below 100. */
  readonly failedAudits: readonly string[];
  /** Why Lighthouse could not score the run's performance (its runtime error, or the metrics it could not measure); null when it could. */
  readonly runError: string | null;
}

const DEBUG_PORT = 9339;

const DESKTOP_SETTINGS = {
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
} as const;

/** Debian's Chromium with a DevTools port (never a downloaded browser), as the browser tests start it. */
const startChromium = async (): Promise<() => void> => {
  const chromium = spawn(
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
    if (up) return () => chromium.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);

/** Lighthouse 12 on each URL (default mobile emulation and simulated throttling, or desktop), one fresh Chromium per run. */
export const runLighthouse = async (url: string, formFactor: FormFactor): Promise<LighthouseScores> => {
  const stop = await startChromium();
  try {
    const result = await lighthouse(
      url,
      { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      formFactor === 'desktop' ? { extends: 'lighthouse:default', settings: DESKTOP_SETTINGS } : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    const unmeasured = (categories['performance']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === null)
      .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'no value'}`);
    const runError =
      result.lhr.runtimeError !== undefined ? result.lhr.runtimeError.code : categories['performance']?.score == null ? unmeasured.join('; ') || 'no performance score' : null;
    return {
      url,
      formFactor,
      runError,
      performance: score(categories['performance']?.score),
      accessibility: score(categories['accessibility']?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories['seo']?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      failedAudits,
    };
  } finally {
    stop();
  }
};

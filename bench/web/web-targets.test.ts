import { describe, expect, it } from '@jest/globals';
import type { MedianScores } from './median-run.js';
import { checkTargets } from './web-targets.js';

const atTheLimits: MedianScores = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  benchmarkIndex: 1500,
  failedAudits: [],
  scoredRuns: 5,
  performanceOfEachRun: ['95', '95', '95', '95', '95'],
};

const failed = (scores: MedianScores, accepted?: readonly string[]): string[] =>
  checkTargets(scores, accepted)
    .filter((check) => !check.pass)
    .map((check) => check.target);

describe('checkTargets', () => {
  it('passes a page exactly at every limit', () => {
    expect(failed(atTheLimits)).toEqual([]);
  });

  it('fails each target just past its limit', () => {
    const justPast = { ...atTheLimits, performance: 94, tbtMs: 151, lcpMs: 2001, cls: 0.051, accessibility: 99, bestPractices: 96, seo: 92, failedAudits: ['seo: meta-description'] };
    expect(failed(justPast)).toEqual(['performance ≥ 95', 'TBT ≤ 150 ms', 'LCP ≤ 2.0 s', 'CLS ≤ 0.05', 'accessibility 100', 'best practices 100', 'SEO 100']);
  });

  it('lets a category pass when only audits the page fails by what it is lost points', () => {
    const notFound = { ...atTheLimits, seo: 83, failedAudits: ['seo: http-status-code'] };
    expect(failed(notFound, ['seo: http-status-code'])).toEqual([]);
  });

  it('still fails the category when another audit lost points too', () => {
    const notFound = { ...atTheLimits, seo: 75, failedAudits: ['seo: http-status-code', 'seo: meta-description'] };
    expect(failed(notFound, ['seo: http-status-code'])).toEqual(['SEO 100']);
  });
});

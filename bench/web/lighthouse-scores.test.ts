import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readScores, type LhrScoresShape } from './lighthouse-scores.js';

const fixture = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'unthrottled-faq.lhr.json'), 'utf8')) as LhrScoresShape;

const withSeo = (auditScore: number): LhrScoresShape => ({
  ...fixture,
  categories: { ...fixture.categories, seo: { score: 0.92, auditRefs: [{ id: 'meta-description', weight: 1 }, { id: 'robots-txt', weight: 0 }] } },
  audits: { ...fixture.audits, 'meta-description': { score: auditScore }, 'robots-txt': { score: 0 } },
});

describe('readScores', () => {
  it("reads the metrics and the host's benchmarkIndex of a run", () => {
    expect(readScores(fixture)).toMatchObject({ performance: 97, lcpMs: 1205, tbtMs: 176, cls: 0.0132, benchmarkIndex: 1186.5, runError: null });
  });

  it('names the weighted audits that lost points outside performance', () => {
    expect(readScores(withSeo(0)).failedAudits).toEqual(['seo: meta-description']);
    expect(readScores(withSeo(1)).failedAudits).toEqual([]);
  });

  it("names Lighthouse's runtime error instead of reading its 0 as a score", () => {
    expect(readScores({ ...fixture, runtimeError: { code: 'NO_NAVSTART' } }).runError).toBe('NO_NAVSTART');
  });

  it('names the metrics Lighthouse could not measure when it gave no performance score', () => {
    const unmeasured: LhrScoresShape = {
      ...fixture,
      categories: { performance: { score: null, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] } },
      audits: { 'largest-contentful-paint': { score: null, errorMessage: 'NO_LCP' } },
    };
    expect(readScores(unmeasured).runError).toBe('largest-contentful-paint: NO_LCP');
  });
});

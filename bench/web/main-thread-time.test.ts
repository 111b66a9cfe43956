import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMainThreadTime, type LhrMainThreadShape } from './main-thread-time.js';

/** A result in the shape Lighthouse 12 saves (its audit ids and table details), cut down to what the bench reads, with figures near an unthrottled /nl/faq run. */
const fixture = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'unthrottled-faq.lhr.json'), 'utf8')) as LhrMainThreadShape;

describe('readMainThreadTime', () => {
  it('adds script evaluation and style & layout from the main-thread breakdown', () => {
    expect(readMainThreadTime(fixture)).toEqual({
      scriptEvaluationMs: 293.25,
      styleLayoutMs: 117.75,
      scriptAndLayoutMs: 411,
      allWorkMs: 735.6,
      longestTaskMs: 70.2,
      longTaskCount: 2,
    });
  });

  it('counts no long task when Lighthouse lists none', () => {
    const withoutLongTasks = { audits: { ...fixture.audits, 'long-tasks': { details: { type: 'table', items: [] } } } };
    expect(readMainThreadTime(withoutLongTasks)).toMatchObject({ longestTaskMs: 0, longTaskCount: 0 });
  });

  it('refuses a run Lighthouse could not trace instead of reporting 0 ms', () => {
    expect(() => readMainThreadTime({ ...fixture, runtimeError: { code: 'NO_NAVSTART' } })).toThrow('NO_NAVSTART');
    expect(() => readMainThreadTime({ audits: { 'mainthread-work-breakdown': { details: { type: 'table', items: [] } } } })).toThrow('no task groups');
    expect(() => readMainThreadTime({ audits: {} })).toThrow('no mainthread-work-breakdown');
  });
});

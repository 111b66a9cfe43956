import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('DEPOTS and LOW_STOCK_THRESHOLD', () => {
  it('keep the demo depot Antwerp and a threshold of 2 when unset', () => {
    expect(parseConfig({}, '/tmp').units).toEqual({ depots: ['Antwerp'], lowStockThreshold: 2 });
  });

  it('read a comma-separated list of depots, the first the default, and a whole threshold', () => {
    expect(parseConfig({ DEPOTS: ' Gent , Antwerp,Zeebrugge ', LOW_STOCK_THRESHOLD: '5' }, '/tmp').units).toEqual({ depots: ['Gent', 'Antwerp', 'Zeebrugge'], lowStockThreshold: 5 });
    expect(parseConfig({ LOW_STOCK_THRESHOLD: '0' }, '/tmp').units.lowStockThreshold).toBe(0);
  });

  it.each([['Antwerp,,Gent'], ['Antwerp, antwerp'], [`A${'x'.repeat(100)}`]])('refuses the depot list "%s", naming the variable', (depots) => {
    expect(problemsOf({ DEPOTS: depots }).every((problem) => problem.startsWith('DEPOTS'))).toBe(true);
    expect(problemsOf({ DEPOTS: depots })).toHaveLength(1);
  });

  it.each(['-1', '1001', '2.5', 'two'])('refuses the threshold "%s", naming the variable', (threshold) => {
    expect(problemsOf({ LOW_STOCK_THRESHOLD: threshold })).toEqual([`LOW_STOCK_THRESHOLD must be a whole number of units from 0 to 1000, got "${threshold}"`]);
  });
});

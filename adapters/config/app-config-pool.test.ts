import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('DATABASE_POOL_SIZE', () => {
  it('keeps 20 connections when unset or empty', () => {
    expect(parseConfig({}, '/tmp').databasePoolSize).toBe(20);
    expect(parseConfig({ DATABASE_POOL_SIZE: ' ' }, '/tmp').databasePoolSize).toBe(20);
  });

  it('reads a whole number from 1 to 100', () => {
    expect(parseConfig({ DATABASE_POOL_SIZE: '1' }, '/tmp').databasePoolSize).toBe(1);
    expect(parseConfig({ DATABASE_POOL_SIZE: ' 30 ' }, '/tmp').databasePoolSize).toBe(30);
    expect(parseConfig({ DATABASE_POOL_SIZE: '100' }, '/tmp').databasePoolSize).toBe(100);
  });

  it.each(['0', '101', '-5', '2.5', '1e1', '0x10', 'ten'])('refuses "%s", naming the variable', (value) => {
    expect(problemsOf({ DATABASE_POOL_SIZE: value })).toEqual([
      `DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100, got "${value}"`,
    ]);
  });

  it('is named with the other bad variables at once', () => {
    const problems = problemsOf({ DATABASE_POOL_SIZE: '0', PORT: 'x' });
    expect(problems.some((problem) => problem.startsWith('PORT'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DATABASE_POOL_SIZE'))).toBe(true);
  });
});

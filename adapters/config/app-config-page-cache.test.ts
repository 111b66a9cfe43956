import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PAGE_CACHE_MAX_BYTES, parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('PAGE_CACHE_MAX_BYTES', () => {
  it('keeps 64 MiB of pages when unset or empty', () => {
    expect(DEFAULT_PAGE_CACHE_MAX_BYTES).toBe(67_108_864);
    expect(parseConfig({}, '/tmp').pageCacheMaxBytes).toBe(67_108_864);
    expect(parseConfig({ PAGE_CACHE_MAX_BYTES: ' ' }, '/tmp').pageCacheMaxBytes).toBe(67_108_864);
  });

  it('reads a whole number of bytes from 1 MiB to 4 GiB', () => {
    expect(parseConfig({ PAGE_CACHE_MAX_BYTES: '1048576' }, '/tmp').pageCacheMaxBytes).toBe(1_048_576);
    expect(parseConfig({ PAGE_CACHE_MAX_BYTES: ' 268435456 ' }, '/tmp').pageCacheMaxBytes).toBe(268_435_456);
    expect(parseConfig({ PAGE_CACHE_MAX_BYTES: '4294967296' }, '/tmp').pageCacheMaxBytes).toBe(4_294_967_296);
  });

  it.each(['0', '1048575', '4294967297', '-5', '64MB', '1e8', '0x4000000', '2.5'])('refuses "%s", naming the variable', (value) => {
    expect(problemsOf({ PAGE_CACHE_MAX_BYTES: value })).toEqual([
      `PAGE_CACHE_MAX_BYTES must be a whole number of bytes from 1048576 (1 MiB) to 4294967296 (4 GiB), got "${value}"`,
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { acceptsGzip, etagMatches } from './conditional-request.js';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity, *;q=0.1', true],
  ])('%p → %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  const etag = '"2f-abc"';
  it.each([
    [undefined, false],
    ['"2f-abc"', true],
    ['W/"2f-abc"', true],
    ['"other", "2f-abc"', true],
    ['"other"', false],
    ['*', true],
    ['"2f-ab"', false],
  ])('%p → %p', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

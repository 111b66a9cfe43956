import { describe, expect, it } from '@jest/globals';
import { acceptsEncoding, etagMatches } from './conditional-request.js';

describe('acceptsEncoding', () => {
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
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br', true],
    ['gzip, deflate', false],
    ['BR;q=0.8', true],
    ['br;q=0, *', false],
    ['*', true],
  ])('brotli: %p → %p', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
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

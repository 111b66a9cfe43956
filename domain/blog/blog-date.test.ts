import { describe, expect, it } from '@jest/globals';
import { blogDisplayDate, formatBlogDate, parseIsoInstant } from './blog-date.js';

describe('formatBlogDate', () => {
  it("writes 'MMMM d, yyyy' with the language's month name", () => {
    expect(formatBlogDate('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatBlogDate('2026-11-22', 'nl')).toBe('november 22, 2026');
    expect(formatBlogDate('2026-11-22', 'de')).toBe('November 22, 2026');
    expect(formatBlogDate('2026-11-22', 'fr')).toBe('novembre 22, 2026');
    expect(formatBlogDate('2025-03-05T08:00:00Z', 'de')).toBe('März 5, 2025');
    expect(formatBlogDate('2025-08-01', 'fr')).toBe('août 1, 2025');
  });

  it('reads timestamps in UTC', () => {
    expect(formatBlogDate('2026-11-22T23:30:00-02:00', 'en')).toBe('November 23, 2026');
    expect(formatBlogDate('2026-11-22T00:30:00+01:00', 'en')).toBe('November 21, 2026');
    expect(formatBlogDate('2026-11-22 10:00:00+00', 'en')).toBe('November 22, 2026');
    expect(formatBlogDate('2026-11-22T23:59:59.999', 'en')).toBe('November 22, 2026');
  });

  it('gives null for a text that is no date', () => {
    expect(formatBlogDate('', 'en')).toBeNull();
    expect(formatBlogDate('22/11/2026', 'en')).toBeNull();
    expect(formatBlogDate('2026-02-30', 'en')).toBeNull();
    expect(parseIsoInstant('2026-13-01')).toBeNull();
  });
});

describe('blogDisplayDate', () => {
  it('prefers the custom publish date', () => {
    expect(blogDisplayDate({ customPublishDate: '2024-01-02', publishedAt: '2024-05-06T10:00:00Z' })).toBe('2024-01-02');
    expect(blogDisplayDate({ customPublishDate: null, publishedAt: '2024-05-06T10:00:00Z' })).toBe('2024-05-06T10:00:00Z');
    expect(blogDisplayDate({ customPublishDate: ' ', publishedAt: null })).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { formatBlogDate } from './blog-date.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyInstant = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true });

describe('blog date properties', () => {
  it("gives the instant's UTC day and year in 'MMMM d, yyyy'", () => {
    fc.assert(
      fc.property(anyInstant, anyLanguage, (instant, language) => {
        const text = formatBlogDate(instant.toISOString(), language);
        expect(text).toBe(formatBlogDate(instant.toISOString().slice(0, 10), language));
        expect(text).toMatch(new RegExp(`^\\p{L}+ ${instant.getUTCDate()}, ${instant.getUTCFullYear()}$`, 'u'));
      }),
    );
  });

  it('uses the English month names in English', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const english = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(instant);
        expect(formatBlogDate(instant.toISOString(), 'en')?.startsWith(`${english} `)).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MIN_SUGGESTION_TERM_LENGTH, suggestionTerm } from './suggestion-term.js';

const anySlug = fc.stringMatching(/^[a-z0-9-]{0,20}$/);
const anyPath = fc.tuple(fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }), fc.oneof(anySlug, fc.string({ maxLength: 20 }))).map(
  ([dirs, last]) => `/${[...dirs, last].join('/')}`,
);

describe('suggestion term properties', () => {
  it('never contains digits or dashes and is trimmed, at least 3 characters', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const term = suggestionTerm(path);
        if (term === null) return;
        expect(term).not.toMatch(/[\d-]/);
        expect(term).toBe(term.trim());
        expect([...term].length).toBeGreaterThanOrEqual(MIN_SUGGESTION_TERM_LENGTH);
      }),
    );
  });

  it('for a slug, is its letters with dashes read as single spaces', () => {
    fc.assert(
      fc.property(anySlug, (slug) => {
        const expected = slug.replace(/\d/g, '').split('-').filter((word) => word !== '').join(' ');
        expect(suggestionTerm(`/nl/container/${slug}`)).toBe(expected.length >= 3 ? expected : slug === '' ? 'container' : null);
      }),
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from './reading-time.js';

const anyWord = fc.stringMatching(/^[a-zA-Zäöüéè]{1,10}$/);
const anyTag = fc.constantFrom('<p>', '</p>', '<br/>', '<a href="x y">', '</a>', '<h2 class="t">');
/** HTML made of words separated by whitespace, with tags around some of them. */
const anyArticle = fc.array(fc.tuple(anyTag, anyWord, fc.constantFrom(' ', '\n', '  ')), { maxLength: 700 });

describe('reading time properties', () => {
  it('counts exactly the words between the tags', () => {
    fc.assert(
      fc.property(anyArticle, (parts) => {
        const html = parts.map(([tag, word, space]) => `${tag}${word}${space}`).join('');
        expect(countWords(html)).toBe(parts.length);
      }),
    );
  });

  it('is ceil(words / 200), never below 1', () => {
    fc.assert(
      fc.property(anyArticle, (parts) => {
        const html = parts.map(([, word, space]) => `${word}${space}`).join('');
        expect(readingTimeMinutes(html)).toBe(Math.max(1, Math.ceil(parts.length / WORDS_PER_MINUTE)));
      }),
    );
  });
});

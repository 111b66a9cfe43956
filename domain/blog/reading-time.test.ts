import { describe, expect, it } from '@jest/globals';
import { countWords, readingTimeLabel, readingTimeMinutes } from './reading-time.js';

const words = (count: number): string => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('is words / 200 rounded up', () => {
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
    expect(readingTimeMinutes(words(1001))).toBe(6);
  });

  it('is at least 1 minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('<p></p>')).toBe(1);
  });

  it('counts words of the text, not tags', () => {
    expect(countWords('<p>Two <strong>words</strong></p><p>and&nbsp;three</p>')).toBe(4);
    expect(countWords('<img src="a b c d.jpg" alt="x y z">')).toBe(0);
    expect(countWords('  spaced\n\tout  ')).toBe(2);
  });

  it('reads as N min read in each language', () => {
    expect(readingTimeLabel(5, 'en')).toBe('5 min read');
    expect(readingTimeLabel(5, 'nl')).toBe('5 min leestijd');
    expect(readingTimeLabel(3, 'de')).toBe('3 Min. Lesezeit');
    expect(readingTimeLabel(2, 'fr')).toBe('2 min de lecture');
  });
});

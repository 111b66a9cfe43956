import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../domain/shared/language.js';
import { formatDay } from './format-day.js';

describe('formatDay', () => {
  it('writes a day out in each language, the same on the server and in the browser', () => {
    expect(LANGUAGES.map((lang) => formatDay('2026-03-01', lang))).toEqual(['1 maart 2026', '1. März 2026', '1 mars 2026', '1 March 2026']);
    expect(formatDay('2026-12-31T23:30:00.000Z', 'en')).toBe('31 December 2026');
  });

  it('leaves text that is no ISO day as it is', () => {
    expect(formatDay('soon', 'nl')).toBe('soon');
  });
});

import { describe, expect, it } from '@jest/globals';
import { suggestionTerm } from './suggestion-term.js';

describe('suggestionTerm', () => {
  it('takes the last segment with dashes as spaces and no digits', () => {
    expect(suggestionTerm('/nl/container/opslag-container-20ft')).toBe('opslag container ft');
    expect(suggestionTerm('/de/kuehlcontainer-40-fuss')).toBe('kuehlcontainer fuss');
    expect(suggestionTerm('/nl/pages/zee-container/')).toBe('zee container');
    expect(suggestionTerm('/fr/conteneur%20maritime')).toBe('conteneur maritime');
  });

  it('needs at least 3 characters', () => {
    expect(suggestionTerm('/nl/ab')).toBeNull();
    expect(suggestionTerm('/nl/a-1')).toBeNull();
    expect(suggestionTerm('/nl/a-1-b')).toBe('a b');
    expect(suggestionTerm('/nl/abc')).toBe('abc');
    expect(suggestionTerm('/nl/20-40')).toBeNull();
    expect(suggestionTerm('/')).toBeNull();
    expect(suggestionTerm('/nl')).toBeNull();
  });

  it('ignores the query and hash', () => {
    expect(suggestionTerm('/nl/reefer?utm=123#x')).toBe('reefer');
  });
});

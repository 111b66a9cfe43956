import { describe, expect, it } from '@jest/globals';
import { parseHighlightBoxes } from './highlight-boxes.js';

describe('parseHighlightBoxes', () => {
  const stored = [
    { icon: 'Ship', title: 'Fast', content: 'Across Europe', buttonText: 'More', buttonUrl: '/nl/contact' },
    { icon: 'Rocket', title: 'Odd icon', content: '', buttonUrl: 'javascript:alert(1)' },
  ];
  const expected = [
    { icon: 'Ship', title: 'Fast', content: 'Across Europe', buttonText: 'More', buttonUrl: '/nl/contact' },
    { icon: 'Container', title: 'Odd icon', content: '', buttonText: null, buttonUrl: null },
  ];

  it('reads a list or JSON text holding one', () => {
    expect(parseHighlightBoxes(stored)).toEqual(expected);
    expect(parseHighlightBoxes(JSON.stringify(stored))).toEqual(expected);
  });

  it('gives [] for bad JSON, null or a non-list, and drops non-objects', () => {
    expect(parseHighlightBoxes('{not json')).toEqual([]);
    expect(parseHighlightBoxes(null)).toEqual([]);
    expect(parseHighlightBoxes('{"icon":"Ship"}')).toEqual([]);
    expect(parseHighlightBoxes([1, 'x', null, { title: 'ok' }])).toEqual([
      { icon: 'Container', title: 'ok', content: '', buttonText: null, buttonUrl: null },
    ]);
  });
});

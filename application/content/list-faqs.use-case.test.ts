import { describe, expect, it } from '@jest/globals';
import { fakeFaqs } from './__tests__/content-fakes.js';
import { listFaqs } from './list-faqs.use-case.js';

const entries = Array.from({ length: 11 }, (_, index) => ({
  id: `faq-${index + 1}`,
  question: index === 9 ? 'Can I RENT a reefer?' : `Question ${index + 1}`,
  answer: index === 2 ? 'Yes, we rent containers.' : 'An answer.',
}));
const list = listFaqs({ faqs: fakeFaqs(entries) });

describe('listFaqs', () => {
  it('numbers the entries with two digits', async () => {
    const result = await list('en', undefined);
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.map((item) => item.number)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
  });

  it('filters case-insensitively on question or answer and keeps the numbers of the full list', async () => {
    const result = await list('en', '  rent ');
    if (!result.ok) throw new Error('expected a list');
    expect(result.value.map((item) => [item.id, item.number])).toEqual([
      ['faq-3', '03'],
      ['faq-10', '10'],
    ]);
  });

  it('refuses a search text over 200 characters, naming q', async () => {
    expect((await list('en', 'x'.repeat(200))).ok).toBe(true);
    const result = await list('de', 'x'.repeat(201));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', errors: [{ field: 'q' }] } });
  });
});

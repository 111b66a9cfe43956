import { describe, expect, it } from '@jest/globals';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { TranslationUpdate } from '../../domain/translations/translations-csv.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { StorableTranslationUpdate, TranslationStore } from './translation-store.port.js';
import { importTranslations } from './translations.use-case.js';

/** Marks what went through it, so the test sees which cells the use case sent to the sanitiser. */
const marker: HtmlSanitizer = { sanitize: (html) => `[clean]${html.replace(/<script[\s\S]*?<\/script>/g, '')}` as SanitisedHtml };

const fakeStore = () => {
  const stored: StorableTranslationUpdate[] = [];
  const store: TranslationStore = {
    exportAll: async () => [],
    apply: async (updates) => {
      stored.push(...updates);
      return [];
    },
  };
  return { store, stored };
};

const update = (kind: TranslationUpdate['kind'], fields: Record<string, string>): TranslationUpdate => ({ line: 2, kind, id: '00000000-0000-4000-8000-000000000001', language: 'nl', fields });

describe('translations import', () => {
  it('sends the HTML cells (product descriptionHtml, blog content) through the sanitiser and keeps plain text as given', async () => {
    const { store, stored } = fakeStore();
    const problems = await importTranslations({ translations: store, sanitizer: marker })(
      [
        update('product', { title: '<b>T</b>', descriptionHtml: '<p>x</p><script>1</script>' }),
        update('blog', { title: 'T', content: '<p>y</p>' }),
        update('landing-page', { title: 'L', content: '<a href="javascript:1">plain</a>' }),
      ],
      false,
    );
    expect(problems).toEqual([]);
    expect(stored.map((entry) => [entry.texts, entry.html])).toEqual([
      [{ title: '<b>T</b>' }, { descriptionHtml: '[clean]<p>x</p>' }],
      [{ title: 'T' }, { content: '[clean]<p>y</p>' }],
      [{ title: 'L', content: '<a href="javascript:1">plain</a>' }, {}],
    ]);
  });

  it('refuses a required HTML cell that holds nothing once unsafe HTML is removed, and writes nothing', async () => {
    const { store, stored } = fakeStore();
    const empty: HtmlSanitizer = { sanitize: () => '' as SanitisedHtml };
    const problems = await importTranslations({ translations: store, sanitizer: empty })([update('blog', { title: 'T', content: '<script>1</script>' })], false);
    expect(problems).toEqual([{ line: 2, column: 'content:nl', reason: 'holds nothing once unsafe HTML is removed' }]);
    expect(stored).toEqual([]);
  });
});

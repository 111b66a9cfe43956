import { describe, expect, it } from '@jest/globals';
import { DEMO_NOTICE, DEMO_NOTICE_LABEL } from '../../domain/go-live/demo-notice.js';
import { LANGUAGES } from '../../domain/shared/language.js';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { DEMO_NOTICE_CLASSES, DEMO_NOTICE_SLOT, withSiteSettings } from './site-settings-html.js';

const page = `<body><div id="root"><div class="flex">${DEMO_NOTICE_SLOT}<header></header><main></main></div></div></body>`;

describe('the demo notice the server paints', () => {
  it.each(LANGUAGES)('sits in a named landmark of its own (an aside), in %s, as the app renders it', (language) => {
    const html = withSiteSettings(page, { mode: 'demo', company: DEMO_COMPANY }, language);
    expect(html).toContain(
      `<div class="flex"><aside aria-label="${DEMO_NOTICE_LABEL[language]}"><p role="note" data-demo-notice class="${DEMO_NOTICE_CLASSES}">${DEMO_NOTICE[language]}</p></aside><header>`,
    );
  });

  it('is not there in a live shop', () => {
    expect(withSiteSettings(page, { mode: 'live', company: DEMO_COMPANY }, 'nl')).not.toMatch(/aside|data-demo-notice/);
  });
});

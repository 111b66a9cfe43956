import { DEMO_NOTICE, DEMO_NOTICE_LABEL } from '../../domain/go-live/demo-notice.js';
import { SITE_SETTINGS_ELEMENT_ID, siteSettingsJson, type SiteSettings } from '../../domain/go-live/site-settings.js';
import type { Language } from '../../domain/shared/language.js';
import { escapeHtml } from './escape-html.js';

/** Where web/index.html takes the settings and the demo notice. */
export const SITE_SETTINGS_SLOT = '<!--site-settings-->';
export const DEMO_NOTICE_SLOT = '<!--demo-notice-->';

/** The same classes as web/src/shared/demo-notice/demo-notice.tsx, so the page does not move when the app takes over. */
export const DEMO_NOTICE_CLASSES = 'bg-amber-100 px-4 py-1 text-center text-sm text-amber-950';

/** The notice in a named landmark of its own, as web/src/shared/demo-notice/demo-notice.tsx renders it (axe's `region`: no text outside every landmark). */
const demoNoticeHtml = (language: Language): string =>
  `<aside aria-label="${escapeHtml(DEMO_NOTICE_LABEL[language])}"><p role="note" data-demo-notice class="${DEMO_NOTICE_CLASSES}">${escapeHtml(DEMO_NOTICE[language])}</p></aside>`;

/** The settings as a JSON data block for the app, and (demo only) the notice, painted without JavaScript. */
export const withSiteSettings = (page: string, settings: SiteSettings, language: Language): string =>
  page
    .replace(SITE_SETTINGS_SLOT, () => `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${siteSettingsJson(settings)}</script>`)
    .replace(DEMO_NOTICE_SLOT, () => (settings.mode === 'demo' ? demoNoticeHtml(language) : ''));

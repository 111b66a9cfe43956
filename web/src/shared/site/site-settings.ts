import { parseSiteSettings, SERVER_SITE_SETTINGS_GLOBAL, SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '../../../../domain/go-live/site-settings.js';
import { DEMO_COMPANY } from '../../../../domain/shared/company.js';

/** Without the server's block (the Vite dev server, component tests) the page is the demo's. */
const DEMO_SETTINGS: SiteSettings = { mode: 'demo', company: DEMO_COMPANY };

const readSettings = (): SiteSettings => {
  if (typeof document === 'undefined') return parseSiteSettings((globalThis as Record<string, unknown>)[SERVER_SITE_SETTINGS_GLOBAL]) ?? DEMO_SETTINGS;
  const element = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  if (element === null) return DEMO_SETTINGS;
  try {
    return parseSiteSettings(JSON.parse(element.textContent ?? '')) ?? DEMO_SETTINGS;
  } catch {
    return DEMO_SETTINGS;
  }
};

/** Live or demo and the configured company, as the server sent them with the page (read once). */
export const SITE_SETTINGS: SiteSettings = readSettings();

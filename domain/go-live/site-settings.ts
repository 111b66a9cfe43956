import type { CompanyDetails } from '../shared/company.js';
import type { ShopMode } from './shop-mode.js';

/**
 * What the server tells every page about the shop it runs: live or demo, and
 * the company's details as configured (COMPANY_* variables). Sent in the page
 * HTML as a JSON data block (not a script, so the CSP has nothing to allow).
 */
export interface SiteSettings {
  readonly mode: ShopMode;
  readonly company: CompanyDetails;
}

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';
/** Server rendering: the global through which the server hands its settings to the render bundle before loading it (there is no document to read them from). */
export const SERVER_SITE_SETTINGS_GLOBAL = '__containerShopSiteSettings';

const COMPANY_FIELDS = ['name', 'legalName', 'phone', 'phoneHref', 'email', 'street', 'postalCode', 'city', 'countryCode', 'vatNumber', 'enterpriseNumber', 'iban', 'bic'] as const;

/** The settings JSON as a string safe inside `<script type="application/json">` (no `<` can end it). */
export const siteSettingsJson = (settings: SiteSettings): string => JSON.stringify(settings).replace(/</g, '\\u003c');

/** The settings the page was sent, or null when they are missing or not of this shape. */
export const parseSiteSettings = (value: unknown): SiteSettings | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { mode, company } = value as { mode?: unknown; company?: unknown };
  if (mode !== 'live' && mode !== 'demo') return null;
  if (typeof company !== 'object' || company === null) return null;
  const fields = company as Record<string, unknown>;
  if (!COMPANY_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  const details = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, fields[field]])) as unknown as CompanyDetails;
  return { mode, company: details };
};

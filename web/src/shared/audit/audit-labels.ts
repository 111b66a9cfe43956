import { EURO_LOCALES } from '../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../domain/shared/language.js';
import type { TFunction, Translator } from '../translation/index.js';

/** The records an admin filters the Audit view by (the tables whose rows own the others). */
export const AUDITED_RECORD_TYPES = [
  'products',
  'orders',
  'invoices',
  'offers',
  'units',
  'rental_contracts',
  'redirects',
  'transport_rates',
  'blog_posts',
  'landing_pages',
  'sections',
  'faqs',
  'users',
  'email_outbox',
  'privacy_erasure',
  'privacy_sweep',
] as const;

/** A table's name in the admin's language when the texts have one (`adminAudit.entities.{table}`), else the table's own name. */
export const entityLabel = (t: TFunction, i18n: Translator, entity: string): string =>
  typeof i18n.resource(`adminAudit.entities.${entity}`) === 'string' ? t(`adminAudit.entities.${entity}`) : entity;

/** A recorded time as a short local date and time. */
export const formatAuditTime = (iso: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const MAX_SHOWN = 300;

/** A recorded value as text: "—" for null, JSON for objects and lists, shortened past 300 characters. */
export const shownValue = (value: unknown, empty: string): string => {
  if (value === null || value === undefined) return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
};

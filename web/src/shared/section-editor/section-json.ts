import type { ApiJson } from '../api-types/api-json.js';

/** A section as the admin API answers it (types, icons and texts per language). */
export type AdminSectionJson = ApiJson<'AdminSectionDto'>;

/** What the API takes for a section: the same, without the order (its position) and with the id optional. */
export type SectionInputJson = Omit<ApiJson<'SectionInputDto'>, 'lang'>;

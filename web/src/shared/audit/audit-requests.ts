import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson, ApiQuery } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';

export type AuditEntryJson = ApiJson<'AuditEntryDto'>;
export type AuditListJson = ApiJson<'AuditListDto'>;
/** The filter of `GET /api/admin/audit` as the URL carries it. */
export type AuditQuery = Omit<ApiQuery<'listAuditEntries'>, 'lang'>;

/** One page of the audit trail, newest first (a bad filter is a 400 naming the field, in `lang`). */
export const listAuditEntries = (query: AuditQuery, lang: Language, signal?: AbortSignal): Promise<AuditListJson> =>
  apiGet<AuditListJson>('/api/admin/audit', { ...query, lang }, signal);

/** The Audit view filtered to one record: its own changes and those of its parts. */
export const auditViewOf = (lang: Language, entity: string, id: string): string =>
  `/${lang}/admin/audit?${new URLSearchParams({ entity, id }).toString()}`;

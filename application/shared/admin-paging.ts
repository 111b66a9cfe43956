import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from './application-error.js';
import { parsePaging } from './paging.js';

export const ADMIN_PAGE_SIZE = 50;

export interface AdminPage {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
  readonly limit: number;
}

/** `page` from 1, `pageSize` 1..200 (default 50): admin lists are always paged. */
export const parseAdminPaging = (params: QueryParams): Result<AdminPage, ApplicationError> => {
  const parsed = parsePaging(params);
  if (!parsed.ok) return parsed;
  const pageSize = parsed.value.pageSize ?? ADMIN_PAGE_SIZE;
  return ok({ page: parsed.value.page, pageSize, offset: (parsed.value.page - 1) * pageSize, limit: pageSize });
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a record (answered as not found, never sent to the database). */
export const isRecordId = (id: string): boolean => UUID.test(id);

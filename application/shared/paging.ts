import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from './application-error.js';

export const MAX_PAGE_SIZE = 200;

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const PAGE_MESSAGE: LocalizedText = {
  nl: 'page moet een geheel getal vanaf 1 zijn.',
  de: 'page muss eine ganze Zahl ab 1 sein.',
  fr: 'page doit être un entier à partir de 1.',
  en: 'page must be a whole number from 1.',
};

const PAGE_SIZE_MESSAGE: LocalizedText = {
  nl: `pageSize moet een geheel getal van 1 tot ${MAX_PAGE_SIZE} zijn.`,
  de: `pageSize muss eine ganze Zahl von 1 bis ${MAX_PAGE_SIZE} sein.`,
  fr: `pageSize doit être un entier de 1 à ${MAX_PAGE_SIZE}.`,
  en: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
};

const single = (raw: string | readonly string[] | undefined): string => ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();

/** `page` (from 1) and `pageSize` (1..200); without pageSize the whole list is one page. */
export const parsePaging = (
  params: QueryParams,
): Result<{ readonly page: number; readonly pageSize: number | null }, ApplicationError> => {
  const pageText = single(params['page']);
  const sizeText = single(params['pageSize']);
  const page = pageText === '' ? 1 : Number(pageText);
  const pageSize = sizeText === '' ? null : Number(sizeText);
  if (!/^\d*$/.test(pageText) || !Number.isSafeInteger(page) || page < 1) return err(invalidInput([{ field: 'page', message: PAGE_MESSAGE }]));
  if (pageSize !== null && (!/^\d+$/.test(sizeText) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)) {
    return err(invalidInput([{ field: 'pageSize', message: PAGE_SIZE_MESSAGE }]));
  }
  return ok({ page, pageSize });
};

import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiPostForm, apiSend } from '../../../shared/remote/http.js';
import type { CreateUnitJson, ProductChoiceJson, UnitJson, UnitListJson, UnitListQuery, UnitSettingsJson, UpdateUnitJson } from './unit-json.js';

const UNITS = '/api/admin/units';
const one = (id: string) => `${UNITS}/${encodeURIComponent(id)}`;

/** One page of units, filtered as the URL says; messages of a refused filter in `lang`. */
export const listUnits = (query: UnitListQuery, lang: Language, signal?: AbortSignal) => apiGet<UnitListJson>(UNITS, { ...query, lang }, signal);

export const getUnit = (id: string, lang: Language, signal?: AbortSignal) => apiGet<UnitJson>(one(id), { lang }, signal);

export const getUnitSettings = (signal?: AbortSignal) => apiGet<UnitSettingsJson>(`${UNITS}/settings`, undefined, signal);

/** 400 naming the field (a wrong check digit: containerNumber), 409 for a number already known. */
export const createUnit = (unit: CreateUnitJson, lang: Language) => apiSend<UnitJson>('POST', UNITS, { ...unit, lang } satisfies ApiJson<'CreateUnitDto'>);

/** Only the fields that changed; 409 naming the field when the unit's status or order does not allow it. */
export const updateUnit = (id: string, change: UpdateUnitJson, lang: Language) => apiSend<UnitJson>('PATCH', one(id), { ...change, lang } satisfies ApiJson<'UpdateUnitDto'>);

/** Only a unit no order holds (409 otherwise): one typed wrongly or that never came. */
export const deleteUnit = (id: string, lang: Language) => apiSend<void>('DELETE', one(id), undefined, { lang });

export const addUnitPhoto = (id: string, file: File, lang: Language) => {
  const form = new FormData();
  form.append('file', file);
  return apiPostForm<UnitJson>(`${one(id)}/photos`, form, { lang });
};

export const removeUnitPhoto = (id: string, photoId: string, lang: Language) =>
  apiSend<UnitJson>('DELETE', `${one(id)}/photos/${encodeURIComponent(photoId)}`, undefined, { lang });

/** Every product of the catalogue (the public listing, one page) by id and title in `lang`. */
export const listProductChoices = async (lang: Language, signal?: AbortSignal): Promise<readonly ProductChoiceJson[]> =>
  (await apiGet<ApiJson<'ProductListDto'>>('/api/products', { lang, sort: 'unsorted' }, signal)).items.map(({ id, title }) => ({ id, title }));

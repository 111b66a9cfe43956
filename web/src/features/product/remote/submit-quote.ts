import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiSend } from '../../../shared/remote/http.js';

/** The body of `POST /api/quotes` (spec point 3's fields in camelCase, plus the selection, who asks and lang). */
export type QuoteRequestBody = ApiJson<'QuoteRequestDto'>;

export const submitQuote = async (body: QuoteRequestBody): Promise<string> => (await apiSend<ApiJson<'CreatedIdDto'>>('POST', '/api/quotes', body)).id;

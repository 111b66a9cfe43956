import type { Language } from '../../../../../domain/shared/language.js';
import { apiSend } from '../../../shared/remote/http.js';

/** DELETE /api/admin/products/{id} (admins only; translations, images and condition data go with it). */
export const deleteProduct = (id: string, lang: Language) => apiSend<void>('DELETE', `/api/admin/products/${encodeURIComponent(id)}`, undefined, { lang });

import type { ApiJson } from '../api-types/api-json.js';
import type { Language } from '../../../../domain/shared/language.js';
import { apiPostForm } from '../remote/http.js';

/** Uploads one image (checked and compressed on the server); answers its /media/… address. */
export const uploadImage = async (file: Blob, lang: Language): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  return (await apiPostForm<ApiJson<'UploadedImageDto'>>('/api/admin/uploads/images', form, { lang })).url;
};

import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { ApiError, apiSend } from '../../../shared/remote/http.js';

/** A file the server accepted and keeps until a message attaches it (or 24 h pass). */
export type UploadedFile = ApiJson<'UploadedFileDto'>;

const errorOf = (request: XMLHttpRequest): ApiError => {
  try {
    const body = JSON.parse(request.responseText) as Partial<ApiJson<'ErrorResponseDto'>>;
    return new ApiError(request.status, body.message ?? request.statusText, body.errors ?? []);
  } catch {
    return new ApiError(request.status, request.statusText);
  }
};

/**
 * Sends the picked files to `POST /api/uploads` in one multipart request. XMLHttpRequest
 * (not fetch) because only it reports upload progress; `onProgress` gets 0..1.
 */
export const uploadFiles = (files: readonly File[], lang: Language, onProgress: (fraction: number) => void): Promise<readonly UploadedFile[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?lang=${lang}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((JSON.parse(request.responseText) as ApiJson<'UploadedFilesDto'>).files);
        } catch {
          reject(new ApiError(request.status, 'Invalid response'));
        }
      } else reject(errorOf(request));
    };
    request.onerror = () => reject(new ApiError(0, 'Network error'));
    request.send(form);
  });

/** Drops an upload that is no longer wanted (`DELETE /api/uploads/{id}`). */
export const deleteUpload = async (id: string): Promise<void> => {
  await apiSend<void>('DELETE', `/api/uploads/${encodeURIComponent(id)}`);
};

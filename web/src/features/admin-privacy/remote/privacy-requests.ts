import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { ApiError, apiSend } from '../../../shared/remote/http.js';

export type PersonalDataSummaryJson = ApiJson<'PersonalDataSummaryDto'>;
export type ErasureReportJson = ApiJson<'ErasureReportDto'>;

/** The address travels in the body, never in a URL (access logs, history). */
export const lookUpPersonalData = (email: string, lang: Language) =>
  apiSend<PersonalDataSummaryJson>('POST', '/api/admin/privacy/lookup', { email, lang } satisfies ApiJson<'PrivacyRequestDto'>);

export const erasePersonalData = (email: string, lang: Language) =>
  apiSend<ErasureReportJson>('POST', '/api/admin/privacy/erase', { email, lang } satisfies ApiJson<'PrivacyRequestDto'>);

const FILENAME = /filename="([^"]+)"/;

/** The export zip and the name the server gives it (POST answers with the file itself). */
export const fetchPersonalDataExport = async (email: string, lang: Language): Promise<{ readonly blob: Blob; readonly filename: string }> => {
  const response = await fetch('/api/admin/privacy/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, lang } satisfies ApiJson<'PrivacyRequestDto'>),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as Partial<ApiJson<'ErrorResponseDto'>>;
    throw new ApiError(response.status, error.message ?? response.statusText, error.errors ?? []);
  }
  return { blob: await response.blob(), filename: FILENAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'personal-data.zip' };
};

/** Hands a file to the browser's download. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { MAX_UPLOAD_FILES, UPLOAD_FILE_KINDS } from '../../../../../domain/forms/upload-rules.js';
import type { Attachments } from '../hooks/use-attachments.js';

/** The input's accept list: every accepted extension and MIME type of the domain's table. */
const ACCEPT = Object.values(UPLOAD_FILE_KINDS)
  .flatMap((kind) => [...kind.extensions.map((extension) => `.${extension}`), kind.mimeType])
  .join(',');

const ACCEPTED_LABELS = Object.values(UPLOAD_FILE_KINDS)
  .map((kind) => kind.label)
  .join(', ');

const kilobytes = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Pick up to 5 files (uploaded at once, with progress), see them listed and remove them one by one. */
export const AttachmentField = ({ attachments, error, disabled }: { readonly attachments: Attachments; readonly error: string | undefined; readonly disabled: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = attachments.progress !== null;
  const percent = Math.round((attachments.progress ?? 0) * 100);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('contact.upload.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('contact.upload.hint', { max: MAX_UPLOAD_FILES, types: ACCEPTED_LABELS })}
      </p>
      <input
        ref={input}
        id={id}
        name="files"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled || uploading || !attachments.canAddMore}
        aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          void attachments.add(picked);
        }}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-blue-800 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      />
      {uploading ? (
        <div className="mt-3 flex items-center gap-3" role="status">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-blue-200 border-t-blue-800" />
          <progress max={100} value={percent} aria-label={t('contact.upload.progress')} className="h-2 flex-1" />
          <span className="text-sm text-slate-700">{t('contact.upload.uploading', { percent })}</span>
        </div>
      ) : null}
      {attachments.notice === null ? null : (
        <p role={attachments.notice.tone === 'error' ? 'alert' : 'status'} className={`mt-2 text-sm ${attachments.notice.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}>
          {attachments.notice.text}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {attachments.files.length === 0 ? null : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t('contact.upload.listLabel')}>
          {attachments.files.map((file) => {
            const name = file.name.trim() === '' ? t('contact.upload.unnamed') : file.name;
            return (
              <li key={file.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate text-slate-800">
                  {name} <span className="text-slate-500">({kilobytes(file.size)})</span>
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('contact.upload.removeFile', { name })}
                  onClick={() => {
                    void attachments.remove(file.id);
                    input.current?.focus();
                  }}
                  className="shrink-0 rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  {t('contact.upload.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

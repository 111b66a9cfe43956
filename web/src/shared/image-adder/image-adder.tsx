import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../translation/index.js';
import { ADMIN_IMAGE_KINDS } from '../../../../domain/forms/admin-image-rules.js';
import type { Language } from '../../../../domain/shared/language.js';
import { FIELD_CLASS } from '../form/index.js';
import { useImageUpload } from './use-image-upload.js';
import { SECONDARY_BUTTON } from '../buttons/buttons.js';

interface ImageAdderProps {
  readonly lang: Language;
  /** Receives the uploaded or typed address; may be async (then the adder waits). */
  readonly onAdd: (url: string) => void | Promise<void>;
  readonly disabled?: boolean;
}

const ACCEPT = ADMIN_IMAGE_KINDS.map((kind) => `image/${kind}`).join(',');

/** Upload a jpeg/png/webp (≤ 5000 KB, the spec's messages) or add an image by its URL (required). */
export const ImageAdder = ({ lang, onAdd, disabled = false }: ImageAdderProps) => {
  const { t } = useTranslation();
  const fileId = useId();
  const urlId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, error: uploadError, upload } = useImageUpload(lang);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (file === undefined) return;
    const uploaded = await upload(file);
    if (fileInput.current !== null) fileInput.current.value = '';
    if (uploaded !== null) await onAdd(uploaded);
  };

  const onAddUrl = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setUrlError(t('adminProducts.images.urlRequired'));
      return;
    }
    setUrlError(null);
    await onAdd(url.trim());
    setUrl('');
  };

  return (
    <div className="grid gap-4 rounded-lg border border-dashed border-slate-300 p-4 md:grid-cols-2">
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          {t('adminProducts.images.upload')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT}
          disabled={disabled || uploading}
          aria-describedby={uploadError === null ? `${fileId}-hint` : `${fileId}-hint ${fileId}-error`}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-500">
          {uploading ? t('adminProducts.images.uploading') : t('adminProducts.images.uploadHint')}
        </p>
        {uploadError === null ? null : (
          <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {uploadError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={urlId} className="block text-sm font-medium text-slate-700">
          {t('adminProducts.images.byUrl')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={urlId}
            type="url"
            value={url}
            disabled={disabled}
            placeholder="https://"
            aria-invalid={urlError === null ? undefined : true}
            aria-describedby={urlError === null ? undefined : `${urlId}-error`}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void onAddUrl(event);
            }}
            className={`${FIELD_CLASS} mt-0 ${urlError === null ? 'border-slate-300' : 'border-red-500'}`}
          />
          <button type="button" disabled={disabled} onClick={(event) => void onAddUrl(event)} className={SECONDARY_BUTTON}>
            {t('adminProducts.images.add')}
          </button>
        </div>
        {urlError === null ? null : (
          <p id={`${urlId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {urlError}
          </p>
        )}
      </div>
    </div>
  );
};

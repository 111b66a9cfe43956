import { useState } from 'react';
import { useTranslation } from '../translation/index.js';
import { checkAdminImage } from '../../../../domain/forms/admin-image-rules.js';
import type { Language } from '../../../../domain/shared/language.js';
import { fieldErrorsOf } from '../form/index.js';
import { uploadImage } from './upload-image.js';

/** Enough leading bytes for the domain's type sniffing. */
const SNIFF_BYTES = 64;

export interface ImageUpload {
  readonly uploading: boolean;
  readonly error: string | null;
  /** Checks the file with the domain's rules (type by content, size), uploads it, answers its address or null. */
  readonly upload: (file: File) => Promise<string | null>;
}

export const useImageUpload = (lang: Language): ImageUpload => {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File): Promise<string | null> => {
    setError(null);
    const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const checked = checkAdminImage({ size: file.size, bytes });
    if (!checked.ok) {
      setError(checked.error.message[lang]);
      return null;
    }
    setUploading(true);
    try {
      return await uploadImage(file, lang);
    } catch (caught) {
      setError(fieldErrorsOf(caught)['file'] ?? t('adminProducts.images.uploadFailed'));
      return null;
    } finally {
      setUploading(false);
    }
  };
  return { uploading, error, upload };
};

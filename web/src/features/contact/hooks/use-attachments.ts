import { useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { MAX_UPLOAD_FILES } from '../../../../../domain/forms/upload-rules.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useToast } from '../../../shared/toast/use-toast.js';
import { deleteUpload, uploadFiles, type UploadedFile } from '../remote/upload-files.js';

export interface UploadNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

export interface Attachments {
  readonly files: readonly UploadedFile[];
  /** 0..1 while an upload runs, else null. */
  readonly progress: number | null;
  readonly notice: UploadNotice | null;
  readonly canAddMore: boolean;
  readonly add: (picked: readonly File[]) => Promise<void>;
  readonly remove: (id: string) => Promise<void>;
  /** After a sent message: the list and the upload message are cleared (the files now belong to the message). */
  readonly clear: () => void;
}

/**
 * The contact page's attachments: each pick is uploaded at once (at most 5 in all, extra
 * files dropped as the spec says), can be removed one by one, and reports its progress.
 */
export const useAttachments = (lang: Language): Attachments => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [files, setFiles] = useState<readonly UploadedFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<UploadNotice | null>(null);

  const add = useCallback(
    async (picked: readonly File[]) => {
      const room = MAX_UPLOAD_FILES - files.length;
      const batch = picked.slice(0, Math.max(room, 0));
      if (batch.length === 0) return;
      setProgress(0);
      setNotice(null);
      try {
        const uploaded = await uploadFiles(batch, lang, setProgress);
        setFiles((current) => [...current, ...uploaded].slice(0, MAX_UPLOAD_FILES));
        const text = t('contact.upload.success', { count: uploaded.length });
        setNotice({ tone: 'success', text });
        toast({ title: text });
      } catch (error) {
        const reason = error instanceof Error && error.message !== '' ? error.message : t('contact.upload.unknownError');
        setNotice({ tone: 'error', text: t('contact.upload.errorText', { reason }) });
        toast({ title: t('contact.upload.errorTitle'), variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [files.length, lang, t, toast],
  );

  const remove = useCallback(
    async (id: string) => {
      setFiles((current) => current.filter((file) => file.id !== id));
      toast({ title: t('contact.upload.removed') });
      // The server purges unattached uploads after 24 h, so a failed delete needs no retry.
      await deleteUpload(id).catch((error: unknown) => console.warn('Removing an upload failed', error));
    },
    [t, toast],
  );

  const clear = useCallback(() => {
    setFiles([]);
    setNotice(null);
  }, []);

  return { files, progress, notice, canAddMore: files.length < MAX_UPLOAD_FILES, add, remove, clear };
};

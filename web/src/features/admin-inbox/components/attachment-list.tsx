import { useTranslation } from '../../../shared/translation/index.js';
import type { AdminAttachmentJson } from '../remote/inbox-json.js';

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A message's files, each a download through the server's signed link (valid 15 minutes: reopen the message for new links). */
export const AttachmentList = ({ attachments }: { readonly attachments: readonly AdminAttachmentJson[] }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="message-attachments-title">
      <h3 id="message-attachments-title" className="mb-2 font-semibold text-slate-900">
        {t('adminInbox.messages.attachments')}
      </h3>
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminInbox.messages.noAttachments')}</p>
      ) : (
        <>
          <ul className="space-y-1 text-sm">
            {attachments.map((file) => (
              <li key={file.id} id={`file-${file.id}`}>
                <a href={file.downloadUrl} download={file.name} className="text-blue-800 underline break-all">
                  {file.name}
                </a>{' '}
                <span className="text-slate-500">
                  ({file.type}, {sizeText(file.size)})
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-500">{t('adminInbox.messages.linkValidity')}</p>
        </>
      )}
    </section>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { InboxNavigation } from '../hooks/use-inbox-params.js';
import { useMessage, useMessages } from '../hooks/use-inbox-queries.js';
import type { AdminMessageSummaryJson } from '../remote/inbox-json.js';
import { AttachmentList } from './attachment-list.js';
import { DetailList } from './detail-list.js';
import { formatDateTime } from './format-date.js';
import type { InboxColumn } from './inbox-table.js';
import { ListWithDetail } from './list-with-detail.js';

/** The Messages tab: contact messages, newest first, and the open message with its attachments. */
export const MessagesPanel = ({ lang, navigation }: { readonly lang: Language; readonly navigation: InboxNavigation }) => {
  const { t } = useTranslation();
  const { params } = navigation;
  const messages = useMessages({ page: params.page }, lang);
  const message = useMessage(params.id, lang);
  const columns: readonly InboxColumn<AdminMessageSummaryJson>[] = [
    { header: t('adminInbox.messages.from'), cell: (item) => item.name },
    { header: t('adminInbox.messages.received'), cell: (item) => formatDateTime(item.createdAt, lang) },
    { header: t('adminInbox.messages.subject'), cell: (item) => item.subject ?? '—' },
    { header: t('adminInbox.messages.source'), cell: (item) => t(`adminInbox.messageSource.${item.source}`) },
    { header: t('adminInbox.messages.attachments'), cell: (item) => String(item.attachmentCount) },
  ];
  return (
    <ListWithDetail
      caption={t('adminInbox.tabs.messages')}
      list={messages}
      columns={columns}
      empty={t('adminInbox.messages.empty')}
      openLabel={(item) => t('adminInbox.messages.open', { name: item.name })}
      detail={message}
      detailTitle={t('adminInbox.messages.detailTitle')}
      navigation={navigation}
    >
      {(detail) => (
        <div className="space-y-4">
          <DetailList
            rows={[
              [t('adminInbox.messages.from'), detail.name],
              [t('adminInbox.messages.email'), <a href={`mailto:${detail.email}`} className="text-blue-800 underline">{detail.email}</a>],
              [t('adminInbox.messages.phone'), detail.phone],
              [t('adminInbox.messages.received'), formatDateTime(detail.createdAt, lang)],
              [t('adminInbox.messages.source'), t(`adminInbox.messageSource.${detail.source}`)],
              [t('adminInbox.messages.subject'), detail.subject],
            ]}
          />
          <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900">{detail.message}</p>
          <AttachmentList attachments={detail.attachments} />
        </div>
      )}
    </ListWithDetail>
  );
};

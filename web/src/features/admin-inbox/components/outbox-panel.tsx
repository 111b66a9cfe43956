import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { SelectField } from '../../../shared/form/index.js';
import type { InboxNavigation } from '../hooks/use-inbox-params.js';
import { useOutbox, useRetryEmail } from '../hooks/use-inbox-queries.js';
import { OUTBOX_STATUSES, type OutboxEntryJson } from '../remote/inbox-json.js';
import { formatDateTime } from './format-date.js';
import { InboxTable, type InboxColumn } from './inbox-table.js';

/** The Email outbox tab: every email with its delivery status; failed ones can be sent again. */
export const OutboxPanel = ({ lang, navigation }: { readonly lang: Language; readonly navigation: InboxNavigation }) => {
  const { t } = useTranslation();
  const { params } = navigation;
  const outbox = useOutbox({ page: params.page, status: params.status }, lang);
  const retry = useRetryEmail(lang);
  const statusOptions = [{ value: '', label: t('adminInbox.outbox.allStatuses') }, ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`adminInbox.outboxStatus.${status}`) }))];
  const columns: readonly InboxColumn<OutboxEntryJson>[] = [
    { header: t('adminInbox.outbox.to'), cell: (entry) => <span className="break-all">{entry.to}</span> },
    { header: t('adminInbox.outbox.subject'), cell: (entry) => entry.subject },
    {
      header: t('adminInbox.outbox.status'),
      cell: (entry) => (
        <span>
          <span className={entry.status === 'dead' ? 'font-semibold text-red-700' : ''}>{t(`adminInbox.outboxStatus.${entry.status}`)}</span>
          <span className="block text-xs text-slate-500">{t('adminInbox.outbox.attempts', { count: entry.attempts })}</span>
          {entry.usingFallback ? <span className="block text-xs text-amber-700">{t('adminInbox.outbox.fallback')}</span> : null}
          {entry.lastError === null ? null : <span className="block text-xs break-words text-slate-600">{entry.lastError}</span>}
        </span>
      ),
    },
    {
      header: t('adminInbox.outbox.when'),
      cell: (entry) => (entry.sentAt === null ? t('adminInbox.outbox.created', { when: formatDateTime(entry.createdAt, lang) }) : t('adminInbox.outbox.sent', { when: formatDateTime(entry.sentAt, lang) })),
    },
    {
      header: t('adminInbox.outbox.actions'),
      cell: (entry) =>
        entry.status === 'dead' ? (
          <button
            type="button"
            disabled={retry.isPending && retry.variables === entry.id}
            onClick={() => retry.mutate(entry.id)}
            aria-label={t('adminInbox.outbox.retryFor', { subject: entry.subject, to: entry.to })}
            className="rounded-md border border-blue-800 px-3 py-1 text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {t('adminInbox.outbox.retry')}
          </button>
        ) : null,
    },
  ];
  return (
    <div className="space-y-6">
      <div className="max-w-xs">
        <SelectField label={t('adminInbox.outbox.filter')} value={params.status} options={statusOptions} onValueChange={navigation.filter} />
      </div>
      <InboxTable caption={t('adminInbox.tabs.outbox')} query={outbox} columns={columns} empty={t('adminInbox.outbox.empty')} onPage={navigation.goToPage} />
    </div>
  );
};

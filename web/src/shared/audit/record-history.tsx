import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../../domain/shared/language.js';
import { useTranslation } from '../translation/index.js';
import { AuditEntryList } from './audit-entry-list.js';
import { AuditPager } from './audit-pager.js';
import { auditViewOf, listAuditEntries } from './audit-requests.js';

const PAGE_SIZE = 10;

interface RecordHistoryProps {
  /** The record's table (`products`, `orders`). */
  readonly entity: string;
  readonly id: string;
  readonly lang: Language;
  /** Changes whenever the record was saved or reloaded, so the history is asked again. */
  readonly version: string;
  /** The heading's level where the history sits (a page's section: 2; inside a detail panel: 3). */
  readonly headingLevel?: 2 | 3;
}

/** A record's change history from the audit trail (its own changes and those of its parts), newest first, paged. */
export const RecordHistory = ({ entity, id, lang, version, headingLevel = 2 }: RecordHistoryProps) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const history = useQuery({
    queryKey: ['admin', 'audit', 'record', entity, id, version, page, lang],
    queryFn: ({ signal }) => listAuditEntries({ entity, id, page, pageSize: PAGE_SIZE }, lang, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={`history-${id}`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`history-${id}`} className={headingLevel === 2 ? 'text-xl font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
          {t('adminAudit.history.title')}
        </Heading>
        <Link to={auditViewOf(lang, entity, id)} className="text-sm text-blue-800 underline">
          {t('adminAudit.history.all')}
        </Link>
      </div>
      {history.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('adminAudit.loading')}
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('adminAudit.history.loadError')}
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminAudit.history.empty')}</p>
      ) : (
        <>
          <AuditEntryList entries={history.data.items} lang={lang} showRecord={false} />
          <AuditPager page={history.data.page} pageSize={history.data.pageSize} total={history.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
};

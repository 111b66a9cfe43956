import type { Language } from '../../../../domain/shared/language.js';
import { useTranslation } from '../translation/index.js';
import { entityLabel, formatAuditTime, shownValue } from './audit-labels.js';
import type { AuditEntryJson } from './audit-requests.js';

const fieldsOf = (entry: AuditEntryJson): readonly string[] => [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();

/** One recorded change: who, when, what, and its fields before and after. */
const AuditEntryItem = ({ entry, lang, showRecord }: { readonly entry: AuditEntryJson; readonly lang: Language; readonly showRecord: boolean }) => {
  const { t, i18n } = useTranslation();
  const fields = fieldsOf(entry);
  const empty = t('adminAudit.entry.empty');
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <time dateTime={entry.at} className="text-slate-600">
          {formatAuditTime(entry.at, lang)}
        </time>
        <span className="font-medium text-slate-900">
          {t('adminAudit.entry.summary', { actor: entry.actor, action: t(`adminAudit.actions.${entry.action}`), entity: entityLabel(t, i18n, entry.entity) })}
        </span>
      </p>
      {showRecord ? (
        <p className="text-xs text-slate-600">
          {entry.owner === null
            ? t('adminAudit.entry.record', { id: entry.entityId })
            : t('adminAudit.entry.partOf', { id: entry.entityId, entity: entityLabel(t, i18n, entry.owner.entity), owner: entry.owner.id })}
        </p>
      ) : null}
      {fields.length === 0 ? null : (
        <table className="mt-2 w-full table-fixed border-collapse text-left text-xs">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                {t('adminAudit.entry.field')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('adminAudit.entry.before')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('adminAudit.entry.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1 pr-2 font-mono font-normal break-words text-slate-700">
                  {field}
                </th>
                <td className="py-1 pr-2 break-words text-slate-600">{entry.before === null ? '' : shownValue(entry.before[field], empty)}</td>
                <td className="py-1 break-words text-slate-900">{entry.after === null ? '' : shownValue(entry.after[field], empty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entry.redacted.length === 0 ? null : <p className="mt-2 text-xs text-slate-600">{t('adminAudit.entry.secrets', { fields: entry.redacted.join(', ') })}</p>}
    </li>
  );
};

/** Recorded changes, newest first; `showRecord` names each change's record (the Audit view; a record's own history needs not). */
export const AuditEntryList = ({ entries, lang, showRecord }: { readonly entries: readonly AuditEntryJson[]; readonly lang: Language; readonly showRecord: boolean }) => (
  <ol className="space-y-2">
    {entries.map((entry) => (
      <AuditEntryItem key={entry.id} entry={entry} lang={lang} showRecord={showRecord} />
    ))}
  </ol>
);

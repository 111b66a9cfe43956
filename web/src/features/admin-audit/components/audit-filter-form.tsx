import { useState, type FormEvent } from 'react';
import { FIELD_CLASS } from '../../../shared/form/index.js';
import { AUDITED_RECORD_TYPES, entityLabel } from '../../../shared/audit/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { AuditParams } from '../hooks/use-audit-params.js';

type Filter = Pick<AuditParams, 'actor' | 'entity' | 'from' | 'to'>;

interface AuditFilterFormProps {
  readonly current: Filter;
  /** The server's 400, by field. */
  readonly errors: Readonly<Partial<Record<keyof Filter, string>>>;
  readonly onFilter: (filter: Filter) => void;
  readonly onReset: () => void;
}

const BUTTON = 'rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Person, record type and period; shown when asked for (the URL keeps them). */
export const AuditFilterForm = ({ current, errors, onFilter, onReset }: AuditFilterFormProps) => {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>(current);
  const field = (name: keyof Filter) => ({
    id: `audit-${name}`,
    'aria-invalid': errors[name] === undefined ? undefined : true,
    'aria-describedby': errors[name] === undefined ? undefined : `audit-${name}-error`,
    className: `${FIELD_CLASS} ${errors[name] === undefined ? 'border-slate-300' : 'border-red-500'}`,
  });
  const error = (name: keyof Filter) =>
    errors[name] === undefined ? null : (
      <p id={`audit-${name}-error`} className="mt-1 text-sm text-red-600">
        {errors[name]}
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ actor: filter.actor.trim(), entity: filter.entity, from: filter.from, to: filter.to });
  };
  // Record types of the list, and the one in the URL when it is another.
  const types = current.entity === '' || (AUDITED_RECORD_TYPES as readonly string[]).includes(current.entity) ? AUDITED_RECORD_TYPES : [...AUDITED_RECORD_TYPES, current.entity];
  return (
    <form onSubmit={submit} aria-label={t('adminAudit.filters.label')} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-700">
          {t('adminAudit.filters.actor')}
        </label>
        <input type="search" {...field('actor')} value={filter.actor} onChange={(event) => setFilter({ ...filter, actor: event.target.value })} />
        <p className="mt-1 text-xs text-slate-500">{t('adminAudit.filters.actorHint')}</p>
        {error('actor')}
      </div>
      <div>
        <label htmlFor="audit-entity" className="block text-sm font-medium text-slate-700">
          {t('adminAudit.filters.entity')}
        </label>
        <select {...field('entity')} value={filter.entity} onChange={(event) => setFilter({ ...filter, entity: event.target.value })}>
          <option value="">{t('adminAudit.filters.anyEntity')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {entityLabel(t, i18n, type)}
            </option>
          ))}
        </select>
        {error('entity')}
      </div>
      <div>
        <label htmlFor="audit-from" className="block text-sm font-medium text-slate-700">
          {t('adminAudit.filters.from')}
        </label>
        <input type="date" {...field('from')} value={filter.from} onChange={(event) => setFilter({ ...filter, from: event.target.value })} />
        {error('from')}
      </div>
      <div>
        <label htmlFor="audit-to" className="block text-sm font-medium text-slate-700">
          {t('adminAudit.filters.to')}
        </label>
        <input type="date" {...field('to')} value={filter.to} onChange={(event) => setFilter({ ...filter, to: event.target.value })} />
        {error('to')}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900`}>
          {t('adminAudit.filters.apply')}
        </button>
        <button
          type="button"
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          onClick={() => {
            setFilter({ actor: '', entity: '', from: '', to: '' });
            onReset();
          }}
        >
          {t('adminAudit.filters.reset')}
        </button>
      </div>
    </form>
  );
};

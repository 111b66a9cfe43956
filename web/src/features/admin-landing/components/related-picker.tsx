import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { FIELD_CLASS } from '../../../shared/form/index.js';
import type { RelatedChoice } from '../remote/related-choices.js';

interface RelatedPickerProps {
  readonly legend: string;
  readonly choices: readonly RelatedChoice[] | undefined;
  readonly isError: boolean;
  readonly selected: readonly string[];
  readonly onChange: (ids: readonly string[]) => void;
}

/** Checkboxes over a filterable list (related containers or posts); the chosen ones stay listed first. */
export const RelatedPicker = ({ legend, choices, isError, selected, onChange }: RelatedPickerProps) => {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (choices ?? [])
    .filter((choice) => needle === '' || choice.title.toLowerCase().includes(needle))
    .toSorted((a, b) => Number(selected.includes(b.id)) - Number(selected.includes(a.id)));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((candidate) => candidate !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-500">({t('adminLanding.related.selected', { count: selected.length })})</span>
      </legend>
      <label htmlFor={filterId} className="sr-only">
        {t('adminLanding.related.filter', { name: legend })}
      </label>
      <input id={filterId} type="search" value={filter} placeholder={t('adminLanding.related.filterPlaceholder')} onChange={(event) => setFilter(event.target.value)} className={`${FIELD_CLASS} border-slate-300`} />
      {isError ? <p role="alert" className="text-sm text-red-700">{t('adminLanding.related.loadFailed')}</p> : null}
      {choices === undefined && !isError ? <p role="status" className="text-sm text-slate-500">{t('adminContent.loading')}</p> : null}
      {choices !== undefined && shown.length === 0 ? <p className="text-sm text-slate-500">{t('adminLanding.related.none')}</p> : null}
      <ul className="max-h-60 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
        {shown.map((choice) => (
          <li key={choice.id}>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={selected.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} className="h-4 w-4 rounded border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600" />
              {choice.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
};

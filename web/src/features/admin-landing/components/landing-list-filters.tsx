import { useId } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { FIELD_CLASS } from '../../../shared/form/index.js';
import { VISIBILITY_FILTERS, type VisibilityFilter } from '../form/landing-options.js';

interface LandingListFiltersProps {
  readonly search: string;
  readonly visibility: VisibilityFilter;
  readonly onSearch: (search: string) => void;
  readonly onVisibility: (visibility: VisibilityFilter) => void;
}

/** 'Search pages...' and the visibility filter (All, Header, Footer, Both, Hidden). */
export const LandingListFilters = ({ search, visibility, onSearch, onVisibility }: LandingListFiltersProps) => {
  const { t } = useTranslation();
  const searchId = useId();
  const visibilityId = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
          {t('adminLanding.list.searchLabel')}
        </label>
        <input id={searchId} type="search" value={search} placeholder={t('adminLanding.list.search')} onChange={(event) => onSearch(event.target.value)} className={`${FIELD_CLASS} border-slate-300`} />
      </div>
      <div className="sm:w-56">
        <label htmlFor={visibilityId} className="block text-sm font-medium text-slate-700">
          {t('adminLanding.list.visibilityLabel')}
        </label>
        <select
          id={visibilityId}
          value={visibility}
          onChange={(event) => onVisibility(VISIBILITY_FILTERS.find((filter) => filter === event.target.value) ?? 'all')}
          className={`${FIELD_CLASS} border-slate-300`}
        >
          {VISIBILITY_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`adminLanding.filters.${filter}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};

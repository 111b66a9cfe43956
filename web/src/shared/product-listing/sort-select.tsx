import { useId, useRef } from 'react';
import { useInputBeforeHydration } from '../form/use-input-before-hydration.js';
import { useTranslation } from '../translation/index.js';
import { isSortKey, SORT_OPTION_LIST, type SortKey } from '../../../../domain/catalogue/product-sorting.js';
import type { Language } from '../../../../domain/shared/language.js';

interface SortSelectProps {
  readonly value: SortKey;
  readonly lang: Language;
  readonly onChange: (value: SortKey) => void;
}

/** The sort dropdown; labels come from the domain's sort table. */
export const SortSelect = ({ value, lang, onChange }: SortSelectProps) => {
  const { t } = useTranslation();
  const id = useId();
  const sortRef = useRef<HTMLDivElement>(null);
  // An order chosen before the page was hydrated is applied once it is (else it shows chosen, unapplied).
  useInputBeforeHydration(sortRef, (shown) => {
    const chosen = shown.get('sort');
    if (typeof chosen === 'string' && isSortKey(chosen) && chosen !== value) onChange(chosen);
  });
  return (
    <div ref={sortRef} className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('catalogue.filters.sort')}
      </label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {SORT_OPTION_LIST.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label[lang]}
          </option>
        ))}
      </select>
    </div>
  );
};

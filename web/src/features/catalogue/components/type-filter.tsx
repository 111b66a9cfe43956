import { useTranslation } from '../../../shared/translation/index.js';
import type { TypeFilterOption } from '../../../../../domain/catalogue/product-types.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { FilterButton } from '../../../shared/product-listing/filter-button.js';

interface TypeFilterProps {
  readonly options: readonly TypeFilterOption[];
  readonly value: string | null;
  readonly lang: Language;
  readonly onChange: (value: string | null) => void;
}

/** 'All types' plus one button per distinct shown type (domain typeFilterOptions). */
export const TypeFilter = ({ options, value, lang, onChange }: TypeFilterProps) => {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('catalogue.filters.type')} className="flex flex-wrap gap-2">
      <FilterButton active={value === null} onClick={() => onChange(null)}>
        {t('catalogue.filters.allTypes')}
      </FilterButton>
      {options.map((option) => (
        <FilterButton key={option.value} active={value === option.value} onClick={() => onChange(option.value)}>
          {option.labels[lang]}
        </FilterButton>
      ))}
    </div>
  );
};

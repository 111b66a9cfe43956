import { useTranslation } from '../translation/index.js';
import { SIZE_GROUP_VALUES, type SizeGroup } from '../../../../domain/catalogue/sizes.js';
import { FilterButton } from './filter-button.js';

interface SizeFilterProps {
  readonly value: SizeGroup | null;
  readonly onChange: (value: SizeGroup | null) => void;
}

/** 'All sizes' plus the domain's size groups (4-10ft, 20ft, 40ft, 45ft). */
export const SizeFilter = ({ value, onChange }: SizeFilterProps) => {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('catalogue.filters.size')} className="flex flex-wrap gap-2">
      <FilterButton active={value === null} onClick={() => onChange(null)}>
        {t('catalogue.filters.allSizes')}
      </FilterButton>
      {SIZE_GROUP_VALUES.map((group) => (
        <FilterButton key={group} active={value === group} onClick={() => onChange(group)}>
          {group}
        </FilterButton>
      ))}
    </div>
  );
};

import { useTranslation } from '../translation/index.js';
import { SECTION_TYPES, type SectionType } from '../../../../domain/landing/section.js';
import { SelectField } from '../form/index.js';

/** The section types the home and landing renderers know (domain/landing/section.ts). */
interface SectionTypeSelectProps {
  readonly value: SectionType;
  readonly onChange: (type: SectionType) => void;
  readonly error?: string | undefined;
  /** 'new': the type of a section about to be added (a different label from an open section's own type). */
  readonly purpose?: 'edit' | 'new';
}

export const SectionTypeSelect = ({ value, onChange, error, purpose = 'edit' }: SectionTypeSelectProps) => {
  const { t } = useTranslation();
  return (
    <SelectField
      label={purpose === 'new' ? t('adminContent.sections.newType') : t('adminContent.sections.type')}
      value={value}
      error={error}
      options={SECTION_TYPES.map((type) => ({ value: type, label: t(`adminContent.sectionTypes.${type}`) }))}
      onValueChange={onChange}
    />
  );
};

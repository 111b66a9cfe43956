import type { ReactNode } from 'react';
import { useTranslation } from '../translation/index.js';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import { Tabs, type TabSpec } from '../tabs/index.js';

interface LanguageTabsProps {
  readonly idPrefix: string;
  readonly active: Language;
  readonly onChange: (language: Language) => void;
  /** Languages whose fields have a problem: their tab carries a marker. */
  readonly invalid?: ReadonlySet<Language>;
  readonly children: ReactNode;
}

/** One tab per site language (nl first), for the per-language texts of an admin form. */
export const LanguageTabs = ({ idPrefix, active, onChange, invalid = new Set(), children }: LanguageTabsProps) => {
  const { t } = useTranslation();
  const tabs: readonly TabSpec<Language>[] = LANGUAGES.map((language) => ({
    id: language,
    label: invalid.has(language) ? `${t(`adminContent.languages.${language}`)} ⚠ ${t('adminContent.tabHasErrors')}` : t(`adminContent.languages.${language}`),
  }));
  return (
    <Tabs label={t('adminContent.languagesLabel')} idPrefix={idPrefix} tabs={tabs} active={active} onChange={onChange}>
      {children}
    </Tabs>
  );
};

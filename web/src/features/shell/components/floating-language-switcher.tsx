import { useTranslation } from '../../../shared/translation/index.js';
import { LanguageDropdown } from './language-dropdown.js';

/** The fixed language switcher bottom-right on the home page. */
export const FloatingLanguageSwitcher = () => {
  const { t } = useTranslation();
  return (
    <div role="region" aria-label={t('shell.language.floating')} className="fixed bottom-4 right-4 z-40 rounded-lg shadow-lg">
      <LanguageDropdown placement="above" />
    </div>
  );
};

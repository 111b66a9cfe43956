import { useTranslation } from '../translation/index.js';
import { LANGUAGE_OPTIONS } from '../../../../domain/language/language-names.js';
import { useLanguage } from '../../app/use-language.js';
import { useLanguageSwitch } from './use-language-switch.js';
import { FlagIcon } from './flag-icon.js';

/** The mobile menu's languages: a 2×2 grid of flag and native name. */
export const LanguageGrid = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const switchLanguage = useLanguageSwitch();
  return (
    <div role="group" aria-label={t('shell.language.label')} className="grid grid-cols-2 gap-2">
      {LANGUAGE_OPTIONS.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={option.code === lang}
          onClick={() => void switchLanguage(option.code)}
          className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
            option.code === lang ? 'border-blue-700 bg-blue-50 font-semibold text-blue-800' : 'border-slate-200 text-slate-800 hover:bg-slate-50'
          }`}
        >
          <FlagIcon language={option.code} />
          {option.nativeName}
        </button>
      ))}
    </div>
  );
};

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGE_INFO, LANGUAGE_OPTIONS } from '../../../../../domain/language/language-names.js';
import { useLanguage } from '../../../app/use-language.js';
import { useLanguageSwitch } from '../../../shared/language-switch/use-language-switch.js';
import { FlagIcon } from '../../../shared/language-switch/flag-icon.js';
import { Icon } from './icon.js';

/** The navigation's language menu: flag and native name; keeps the page on switching. */
export const LanguageDropdown = ({ placement = 'below' }: { readonly placement?: 'below' | 'above' }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const switchLanguage = useLanguageSwitch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = LANGUAGE_INFO[lang];
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current !== null && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('shell.language.choose', { language: current.nativeName })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <FlagIcon language={current.code} />
        <span>{current.nativeName}</span>
        <Icon name="chevronDown" className="h-4 w-4" />
      </button>
      {open ? (
        <ul id={menuId} className={`absolute right-0 z-50 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${placement === 'above' ? 'bottom-full mb-2' : 'mt-2'}`}>
          {LANGUAGE_OPTIONS.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={option.code === lang ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  void switchLanguage(option.code);
                }}
                className={`flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-slate-100 ${option.code === lang ? 'font-semibold text-blue-800' : 'text-slate-800'}`}
              >
                <FlagIcon language={option.code} />
                {option.nativeName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

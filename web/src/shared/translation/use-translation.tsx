import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator.js';

const TranslatorContext = createContext<Translator | null>(null);

export const TranslationProvider = ({ translator, children }: { readonly translator: Translator; readonly children: ReactNode }) => (
  <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
);

/** `t` for the current language; the view renders again when the language or the loaded texts change. */
export const useTranslation = (): { readonly t: TFunction; readonly i18n: Translator } => {
  const translator = useContext(TranslatorContext);
  if (translator === null) throw new Error('useTranslation needs a TranslationProvider');
  const version = useSyncExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  // A new `t` per version, so memoised views that take it re-render too.
  return useMemo(() => {
    const t: TFunction = (key, options) => translator.t(key, options);
    return { t, i18n: translator };
  }, [translator, version]);
};

import { useId, useRef } from 'react';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useTranslation } from '../../../shared/translation/index.js';

/** The FAQ search box (a labelled search input). */
export const FaqSearch = ({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  // A question typed before the page was hydrated is searched for once it is.
  useInputBeforeHydration(searchRef, (shown) => {
    const typed = shown.get('q');
    if (typeof typed === 'string' && typed !== value) onChange(typed);
  });
  return (
    <div ref={searchRef} role="search" className="mx-auto max-w-2xl">
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-700">
        {t('faq.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={200}
        placeholder={t('faq.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
      />
    </div>
  );
};

import { useId } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';

/** The FAQ search box (a labelled search input). */
export const FaqSearch = ({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="search" className="mx-auto max-w-2xl">
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-700">
        {t('faq.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder={t('faq.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
      />
    </div>
  );
};

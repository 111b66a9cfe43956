import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { LinkButton } from '../../shared/buttons/link-button.js';
import { FaqAccordion } from './components/faq-accordion.js';
import { FaqSearch } from './components/faq-search.js';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.js';
import { useFaqs } from './remote/use-faqs.js';

const SEARCH_DELAY_MS = 250;

/** `/{lang}/faq`: a search box over a single-open, two-digit numbered question list. */
export const FaqPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const faqs = useFaqs(lang, useDebouncedValue(search, SEARCH_DELAY_MS));

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{t('faq.title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('faq.intro')}</p>
      </header>
      <FaqSearch value={search} onChange={setSearch} />
      <div className="mt-8" aria-live="polite" aria-busy={faqs.isFetching}>
        {faqs.isPending ? (
          <p className="text-center text-slate-600">{t('faq.loading')}</p>
        ) : faqs.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
            {t('faq.loadError')}
          </p>
        ) : faqs.data.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">{t('faq.noMatch')}</p>
        ) : (
          <FaqAccordion entries={faqs.data} />
        )}
      </div>
      {/* Shown once the list is there, so the list arriving never pushes it down (layout shift). */}
      {faqs.isPending ? null : (
      <section className="mt-12 rounded-xl bg-blue-50 p-8 text-center">
        <h2 className="text-xl font-semibold text-slate-900">{t('faq.moreQuestions')}</h2>
        <p className="mt-2 text-slate-700">{t('faq.moreQuestionsText')}</p>
        <div className="mt-4">
          <LinkButton to={paths.contact(lang)}>{t('faq.contactUs')}</LinkButton>
        </div>
      </section>
      )}
    </div>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';

/** The SEO text block under the listing: a title and three paragraphs. */
export const SeoText = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalogue-seo-title" className="mt-16 rounded-lg bg-slate-50 p-6 text-slate-700 md:p-10">
      <h2 id="catalogue-seo-title" className="mb-4 text-2xl font-bold text-slate-900">
        {t('catalogue.seo.title')}
      </h2>
      <div className="space-y-4 leading-relaxed">
        <p>{t('catalogue.seo.sizes')}</p>
        <p>{t('catalogue.seo.delivery')}</p>
        <p>{t('catalogue.seo.rental')}</p>
      </div>
    </section>
  );
};

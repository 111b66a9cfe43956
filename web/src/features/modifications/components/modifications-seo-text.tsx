import { useTranslation } from '../../../shared/translation/index.js';
import { ProseSections } from '../../../shared/service-page/index.js';

const SECTIONS = ['why', 'options', 'process', 'delivery'] as const;

/** The long localized SEO text: a heading and four sections. */
export const ModificationsSeoText = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="modifications-seo-title" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="modifications-seo-title" className="mb-8 text-3xl font-bold text-slate-900">
          {t('modifications.seo.title')}
        </h2>
        <ProseSections
          level={3}
          sections={SECTIONS.map((key) => ({
            key,
            heading: t(`modifications.seo.${key}.heading`),
            paragraphs: [t(`modifications.seo.${key}.p1`), t(`modifications.seo.${key}.p2`)],
          }))}
        />
      </div>
    </section>
  );
};

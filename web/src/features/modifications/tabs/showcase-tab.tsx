import { useTranslation } from '../../../shared/translation/index.js';
import { SmartImage } from '../../../shared/image/index.js';
import { HighlightIcon } from '../../../shared/icons/highlight-icon.js';
import { MODIFICATION_EXAMPLES } from '../modification-examples.js';
import { SHOWCASE_IMAGE_SIZES } from '../showcase-image-sizes.js';

/** The conversions we build, each with a 'Request quote' button that opens the Inquiry tab with that conversion filled in. */
export const ShowcaseTab = ({ onRequestQuote }: { readonly onRequestQuote: (details: string) => void }) => {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{t('modifications.showcase.title')}</h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t('modifications.showcase.lead')}</p>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {MODIFICATION_EXAMPLES.map((example, index) => {
          const title = t(`modifications.showcase.items.${example.key}.title`);
          return (
            <li key={example.key} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <SmartImage src={example.image} alt={t(`modifications.showcase.items.${example.key}.alt`)} width={600} height={450} priority={index < 3} sizes={SHOWCASE_IMAGE_SIZES} className="aspect-[4/3] w-full" />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <span aria-hidden="true" className="text-orange-700">
                    <HighlightIcon name={example.icon} className="h-5 w-5" />
                  </span>
                  {title}
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{t(`modifications.showcase.items.${example.key}.text`)}</p>
                <button
                  type="button"
                  onClick={() => onRequestQuote(t('modifications.showcase.quoteDetails', { title }))}
                  aria-label={t('modifications.showcase.requestQuoteFor', { title })}
                  className="mt-4 rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  {t('modifications.showcase.requestQuote')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-slate-600">{t('modifications.showcase.consultation')}</p>
    </div>
  );
};

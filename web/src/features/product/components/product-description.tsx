import { useTranslation } from '../../../shared/translation/index.js';
import { productDescription } from '../../../../../domain/catalogue/product-description.js';
import type { ProductDetail } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';

interface ProductDescriptionProps {
  readonly product: ProductDetail;
  readonly lang: Language;
}

const PROSE =
  'space-y-3 text-slate-700 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-inside [&_ul]:list-disc [&_a]:text-blue-800 [&_a]:underline';

/**
 * The product's own description when it is long enough (domain productDescription), else the
 * generic storage-container text. Stored HTML is sanitised by the server when it is saved.
 */
export const ProductDescription = ({ product, lang }: ProductDescriptionProps) => {
  const { t } = useTranslation();
  const view = productDescription(product, lang);
  return (
    <section aria-labelledby="product-description" className="rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <h2 id="product-description" className="mb-3 text-lg font-semibold text-slate-900">
        {t('product.description.title')}
      </h2>
      {view.kind === 'text' ? (
        <p className="whitespace-pre-line text-slate-700">{view.text}</p>
      ) : (
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: view.html }} />
      )}
    </section>
  );
};

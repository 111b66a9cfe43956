import { Link } from 'react-router';
import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import { productCardImage } from '../../../../../domain/catalogue/storage-container-image.js';
import { cardPriceRows } from '../../../../../domain/pricing/card-price-rows.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { SmartImage } from '../../../shared/image/index.js';

interface RelatedProductsProps {
  readonly products: readonly ProductSummary[];
  readonly lang: Language;
}

/** Up to four products of the same type or size. */
export const RelatedProducts = ({ products, lang }: RelatedProductsProps) => {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <h2 id="related-products" className="mb-4 text-2xl font-bold text-slate-900">
        {t('product.related.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => {
          const first = cardPriceRows(product, lang, { rentSuffix: 'day' })[0];
          return (
            <li key={product.id}>
              <Link
                to={paths.product(lang, product.slug)}
                className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <SmartImage src={productCardImage(product)} alt={product.title} width={400} height={300} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] w-full" />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <span className="text-xs font-medium text-slate-500">{product.size}</span>
                  <h3 className="font-semibold text-slate-900">{product.title}</h3>
                  {first !== undefined ? (
                    <p className="mt-auto text-sm text-slate-700">
                      {first.label === null ? '' : `${first.label}: `}
                      <span className="font-semibold">{first.text}</span>
                    </p>
                  ) : null}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
};

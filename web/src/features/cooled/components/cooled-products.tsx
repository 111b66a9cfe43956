import { useTranslation } from '../../../shared/translation/index.js';
import { MAX_COOLED_CONTAINERS } from '../../../../../domain/catalogue/cooled-containers.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ProductCard } from '../../catalogue/components/product-card.js';
import { ProductCardSkeleton } from '../../catalogue/components/product-card-skeleton.js';

interface CooledProductsProps {
  readonly lang: Language;
  /** The matching products (at most 6), or undefined while loading. */
  readonly products: readonly ProductSummary[] | undefined;
  readonly isError: boolean;
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The cooled containers of the catalogue as product cards, with loading, error and empty states. */
export const CooledProducts = ({ lang, products, isError }: CooledProductsProps) => {
  const { t } = useTranslation();
  const body = isError ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
      {t('cooled.products.loadError')}
    </p>
  ) : products === undefined ? (
    <div className={GRID} aria-busy="true" aria-label={t('cooled.products.loading')}>
      {Array.from({ length: MAX_COOLED_CONTAINERS }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  ) : products.length === 0 ? (
    <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">{t('cooled.products.empty')}</p>
  ) : (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} lang={lang} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="cooled-products-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="cooled-products-title" className="text-center text-3xl font-bold text-slate-900">
          {t('cooled.products.title')}
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-3xl text-center text-lg text-slate-600">{t('cooled.products.lead')}</p>
        {body}
      </div>
    </section>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import { MAX_COOLED_CONTAINERS } from '../../../../../domain/catalogue/cooled-containers.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ProductCard } from '../../../shared/product-listing/product-card.js';
import { CARD_GRID, CardGridError, SkeletonCardGrid } from '../../../shared/product-listing/card-grid-states.js';

interface CooledProductsProps {
  readonly lang: Language;
  /** The matching products (at most 6), or undefined while loading. */
  readonly products: readonly ProductSummary[] | undefined;
  readonly isError: boolean;
}

/** The cooled containers of the catalogue as product cards, with loading, error and empty states. */
export const CooledProducts = ({ lang, products, isError }: CooledProductsProps) => {
  const { t } = useTranslation();
  const body = isError ? (
    <CardGridError text={t('cooled.products.loadError')} />
  ) : products === undefined ? (
    <SkeletonCardGrid label={t('cooled.products.loading')} count={MAX_COOLED_CONTAINERS} />
  ) : products.length === 0 ? (
    <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">{t('cooled.products.empty')}</p>
  ) : (
    <ul className={CARD_GRID}>
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

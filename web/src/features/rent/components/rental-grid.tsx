import { useTranslation } from '../../../shared/translation/index.js';
import { LISTING_SKELETON_COUNT } from '../../../../../domain/catalogue/listing-texts.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ProductCardSkeleton } from '../../catalogue/components/product-card-skeleton.js';
import { RentalCard } from './rental-card.js';

interface RentalGridProps {
  readonly lang: Language;
  readonly products: readonly ProductSummary[] | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
}

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Six placeholder cards while loading, the spec's error and empty texts, else the rental cards. */
export const RentalGrid = ({ lang, products, isLoading, isError }: RentalGridProps) => {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t('rent.loading')}>
        {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError || products === undefined) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
        {t('rent.loadError')}
      </p>
    );
  }
  if (products.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-10 text-center text-lg font-medium text-slate-900">{t('rent.empty')}</p>;
  }
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <RentalCard product={product} lang={lang} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
};

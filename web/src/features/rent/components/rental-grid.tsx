import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { CARD_GRID, CardGridError, SkeletonCardGrid } from '../../../shared/product-listing/card-grid-states.js';
import { RentalCard } from './rental-card.js';

interface RentalGridProps {
  readonly lang: Language;
  readonly products: readonly ProductSummary[] | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
}

/** Six placeholder cards while loading, the spec's error and empty texts, else the rental cards. */
export const RentalGrid = ({ lang, products, isLoading, isError }: RentalGridProps) => {
  const { t } = useTranslation();
  if (isLoading) return <SkeletonCardGrid label={t('rent.loading')} />;
  if (isError || products === undefined) return <CardGridError text={t('rent.loadError')} />;
  if (products.length === 0) {
    return <p className="rounded-lg border border-slate-200 bg-white p-10 text-center text-lg font-medium text-slate-900">{t('rent.empty')}</p>;
  }
  return (
    <ul className={CARD_GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <RentalCard product={product} lang={lang} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { AdminCardControls } from './admin-card-controls.js';
import { ProductCard } from '../../../shared/product-listing/product-card.js';
import { CARD_GRID, CardGridError, SkeletonCardGrid } from '../../../shared/product-listing/card-grid-states.js';

interface ProductGridProps {
  readonly lang: Language;
  readonly products: readonly ProductSummary[] | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly filtered: boolean;
  readonly onClearFilters: () => void;
  /** Admins get Edit and Delete under every card. */
  readonly isAdmin?: boolean;
}

/** Six skeleton cards while loading, the spec's message on error, an empty state, else the cards. */
export const ProductGrid = ({ lang, products, isLoading, isError, filtered, onClearFilters, isAdmin = false }: ProductGridProps) => {
  const { t } = useTranslation();
  if (isLoading) return <SkeletonCardGrid label={t('catalogue.loading')} />;
  if (isError || products === undefined) return <CardGridError text={t('catalogue.loadError')} />;
  if (products.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-10 text-center">
        <p className="text-lg font-medium text-slate-900">{t('catalogue.empty.title')}</p>
        <p className="mt-2 text-slate-600">{filtered ? t('catalogue.empty.filtered') : t('catalogue.empty.none')}</p>
        {filtered ? (
          <button
            type="button"
            onClick={onClearFilters}
            className="mt-4 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('catalogue.empty.clear')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className={CARD_GRID}>
      {products.map((product, index) => (
        <li key={product.id} className="flex flex-col">
          {/* The card fills the row's height less the admin controls, which sit under it. */}
          <div className="min-h-0 flex-1">
            <ProductCard product={product} lang={lang} eager={index < 3} />
          </div>
          {isAdmin ? <AdminCardControls product={product} lang={lang} /> : null}
        </li>
      ))}
    </ul>
  );
};

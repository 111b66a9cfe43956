import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { SizeFilter } from '../../shared/product-listing/size-filter.js';
import { SortSelect } from '../../shared/product-listing/sort-select.js';
import { useProducts } from '../../shared/product-listing/use-products.js';
import { useListingQuery } from '../../shared/product-listing/use-listing-query.js';
import { RentalGrid } from './components/rental-grid.js';

/**
 * `/{lang}/rent`: the rentable containers (a daily rent or 'price on request') with the size
 * filter and the sort selector; the server filters with `rentable=true` and sorts on the daily rent.
 */
export const RentPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, update] = useListingQuery();
  const products = useProducts(lang, { ...query, type: null, rentable: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{t('rent.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('rent.intro')}</p>
      <div className="my-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SizeFilter value={query.sizeGroup} onChange={(sizeGroup) => update({ sizeGroup })} />
        <SortSelect value={query.sort} lang={lang} onChange={(sort) => update({ sort })} />
      </div>
      <RentalGrid lang={lang} products={products.data} isLoading={products.isPending} isError={products.isError} />
    </div>
  );
};

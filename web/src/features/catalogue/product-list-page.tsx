import { useMemo } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { typeFilterOptions } from '../../../../domain/catalogue/product-types.js';
import { Link } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { useCurrentUser } from '../../shared/session/index.js';
import { useAllProducts, useProducts } from '../../shared/product-listing/use-products.js';
import { ProductGrid } from './components/product-grid.js';
import { SeoText } from './components/seo-text.js';
import { SizeFilter } from '../../shared/product-listing/size-filter.js';
import { SortSelect } from '../../shared/product-listing/sort-select.js';
import { TypeFilter } from './components/type-filter.js';
import { useListingQuery } from '../../shared/product-listing/use-listing-query.js';

/** `/{lang}/container`: 'Our Containers' with size and type filters and sort, all kept in the URL. */
export const ProductListPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, update] = useListingQuery();
  const products = useProducts(lang, query);
  const allProducts = useAllProducts(lang);
  const typeOptions = useMemo(() => typeFilterOptions((allProducts.data ?? []).map((product) => product.type)), [allProducts.data]);
  const filtered = query.sizeGroup !== null || query.type !== null;
  const { isAdmin } = useCurrentUser();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{t('catalogue.title')}</h1>
        {isAdmin ? (
          <Link
            to={paths.adminProductNew(lang)}
            className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('adminProducts.list.add')}
          </Link>
        ) : null}
      </div>
      <div className="mb-8 space-y-4">
        <SizeFilter value={query.sizeGroup} onChange={(sizeGroup) => update({ sizeGroup })} />
        {typeOptions.length > 0 ? (
          <TypeFilter options={typeOptions} value={query.type} lang={lang} onChange={(type) => update({ type })} />
        ) : null}
        <SortSelect value={query.sort} lang={lang} onChange={(sort) => update({ sort })} />
      </div>
      <ProductGrid
        lang={lang}
        products={products.data}
        isLoading={products.isPending}
        isError={products.isError}
        filtered={filtered}
        onClearFilters={() => update({ sizeGroup: null, type: null })}
        isAdmin={isAdmin}
      />
      <SeoText />
    </div>
  );
};

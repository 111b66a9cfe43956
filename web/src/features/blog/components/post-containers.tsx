import { useMemo } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { BLOG_TEXTS } from '../../../../../domain/blog/blog-texts.js';
import { featuredContainers } from '../../../../../domain/blog/featured-containers.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useAllProducts } from '../../../shared/product-listing/use-products.js';
import { Carousel } from '../../../shared/sections/carousel.js';
import { HomeProductCard } from '../../../shared/sections/home-product-card.js';
import { FeaturedContainerCard } from './featured-container-card.js';

/** Under a post: 'Our Containers' (the 6 cheapest) and the 'More Containers' carousel of the rest. */
export const PostContainers = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  const products = useAllProducts(lang);
  const split = useMemo(() => featuredContainers(products.data ?? []), [products.data]);
  if (products.isError || (products.isSuccess && split.featured.length === 0)) return null;
  return (
    <>
      <section aria-labelledby="post-containers-title" className="mt-16">
        <h2 id="post-containers-title" className="text-2xl font-bold text-slate-900">
          {BLOG_TEXTS.ourContainers[lang]}
        </h2>
        {products.isPending ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('blog.loadingContainers')}>
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-72 animate-pulse rounded-xl bg-slate-200" />
            ))}
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {split.featured.map((product) => (
              <li key={product.id}>
                <FeaturedContainerCard product={product} lang={lang} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {split.rest.length === 0 ? null : (
        <section aria-labelledby="post-more-containers-title" className="mt-16">
          <h2 id="post-more-containers-title" className="text-2xl font-bold text-slate-900">
            {BLOG_TEXTS.moreContainers[lang]}
          </h2>
          <div className="mt-6">
            <Carousel label={BLOG_TEXTS.moreContainers[lang]} slideClassName="w-full sm:w-1/2 lg:w-1/3" slides={split.rest.map((product) => ({ key: product.id, content: <HomeProductCard product={product} /> }))} />
          </div>
        </section>
      )}
    </>
  );
};

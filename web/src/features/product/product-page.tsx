import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { useProduct } from './remote/use-product.js';
import { ProductDetailSkeleton } from './components/product-detail-skeleton.js';
import { ProductError } from './components/product-error.js';
import { ProductView } from './components/product-view.js';

/** `/{lang}/container/{slug}`: loads the product; another language's slug is replaced by this language's. */
export const ProductPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useProduct(slug, lang);
  const data = product.data;

  useEffect(() => {
    if (data === undefined || data.slug === slug) return;
    queryClient.setQueryData(['product', data.slug, lang], data);
    void navigate(`${paths.product(lang, data.slug)}${window.location.search}`, { replace: true });
  }, [data, slug, lang, navigate, queryClient]);

  useEffect(() => {
    if (data === undefined) return;
    document.title = data.metaTitle ?? data.title;
  }, [data]);

  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) return <ProductError lang={lang} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={paths.products(lang)} className="mb-6 inline-block text-sm font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
        ← {t('product.back')}
      </Link>
      <ProductView key={product.data.id} product={product.data} lang={lang} />
    </div>
  );
};

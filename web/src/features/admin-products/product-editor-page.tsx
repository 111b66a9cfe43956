import { useTranslation } from '../../shared/translation/index.js';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { ApiError } from '../../shared/remote/http.js';
import { RecordHistory } from '../../shared/audit/index.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { SECONDARY_BUTTON } from '../../shared/buttons/buttons.js';
import { ProductEditor } from './components/product-editor.js';
import { useAdminProduct } from './hooks/use-admin-product.js';

/** Loads the product behind the slug: loading, not found and error states, then the editor. */
const ExistingProductEditor = ({ slug }: { readonly slug: string }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const product = useAdminProduct(slug, lang);
  if (product.isPending) {
    return (
      <p role="status" aria-busy="true" className="py-16 text-center text-slate-600">
        {t('adminProducts.loading')}
      </p>
    );
  }
  if (product.isError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
        <p>{notFound ? t('adminProducts.notFound') : t('adminProducts.loadError')}</p>
        {notFound ? null : (
          <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={() => void product.refetch()}>
            {t('adminProducts.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <ProductEditor key={product.data.id} product={product.data} lang={lang} />
      {/* Each save reloads the product (a new updatedAt), and with it its history from the audit trail. */}
      <div className="mt-10">
        <RecordHistory entity="products" id={product.data.id} lang={lang} version={product.data.updatedAt} />
      </div>
    </>
  );
};

/**
 * `/{lang}/container/admin/new` and `/{lang}/container/admin/{slug}` (also `/{lang}/products/admin/{slug}`):
 * the product editor, for admins only (others go to the product list).
 */
export const ProductEditorPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { slug } = useParams();
  const creating = slug === undefined;
  return (
    <RequireAdmin redirectTo={paths.products}>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to={paths.products(lang)} className={SECONDARY_BUTTON}>
          ← {t('adminProducts.back')}
        </Link>
        <h1 className="mt-6 mb-6 text-3xl font-bold text-slate-900">{creating ? t('adminProducts.titleNew') : t('adminProducts.titleEdit')}</h1>
        {creating ? <ProductEditor key="new" product={null} lang={lang} /> : <ExistingProductEditor slug={slug} />}
      </div>
    </RequireAdmin>
  );
};

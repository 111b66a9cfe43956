import { Link } from 'react-router';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';

/** The spec's error panel with links home and to the products. */
export const ProductError = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <h1 className="mb-2 text-xl font-bold text-red-800">{t('product.error.title')}</h1>
        <p className="text-red-700">{t('product.error.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home(lang)} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600">
            {t('product.error.home')}
          </Link>
          <Link to={paths.products(lang)} className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
            {t('product.error.products')}
          </Link>
        </div>
      </div>
    </div>
  );
};

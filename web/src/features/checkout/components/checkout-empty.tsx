import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';

/** Nothing to order: back to the products. */
export const CheckoutEmpty = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('checkout.empty.title')}</p>
      <p className="mt-2 text-slate-600">{t('checkout.empty.text')}</p>
      <Link to={paths.products(lang)} className="mt-6 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-blue-900">
        {t('checkout.backToProducts')}
      </Link>
    </div>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';

interface OrderErrorCardProps {
  readonly orderId: string;
  readonly message: string;
  readonly lang: Language;
}

/** The order could not be shown: which id, why, and the way home. */
export const OrderErrorCard = ({ orderId, message, lang }: OrderErrorCardProps) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <h1 className="text-2xl font-bold text-red-700">{message}</h1>
      {orderId === '' ? null : (
        <p className="mt-3 text-slate-600">
          {t('order.orderId')}: <span className="font-mono break-all">{orderId}</span>
        </p>
      )}
      <p className="mt-3 text-slate-600">{t('order.errorHelp')}</p>
      <Link to={paths.home(lang)} className="mt-6 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-blue-900">
        {t('order.backHome')}
      </Link>
    </div>
  );
};

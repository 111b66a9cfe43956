import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { ADMIN_SCREENS } from '../../../app/admin-screens.js';

/** `/{lang}/admin` for admins: a link to every admin screen. */
export const AdminHome = ({ lang, email }: { readonly lang: Language; readonly email: string }) => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('auth.adminHome.title')}</h1>
      <p className="mt-2 text-slate-600">{t('auth.adminHome.signedInAs', { email })}</p>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.key}>
            <Link
              to={screen.to(lang)}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="text-lg font-semibold text-blue-800">{t(`auth.screens.${screen.key}`)}</span>
              <span className="mt-1 text-sm text-slate-600">{t(`auth.screenDescriptions.${screen.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

import { useTranslation } from '../translation/index.js';

/** Shown while the session is not known yet (only while /api/auth/me is being asked). */
export const SessionChecking = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center justify-center px-4" role="status" aria-busy="true">
      <p className="text-slate-600">{t('auth.session.checking')}</p>
    </div>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { ADMIN_SCREENS } from '../../../app/admin-screens.js';
import { useLanguage } from '../../../app/use-language.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { useCurrentUser, useSignOut } from '../../../shared/session/index.js';
import { useToast } from '../../../shared/toast/index.js';
import { useRenderedVisitorState } from '../../../shared/visitor/visitor-state.js';
import { accountColumnOf } from '../account-column.js';
import { scrollToTop } from '../nav-links.js';
import { FooterColumn } from './footer-column.js';

const linkClass = 'hover:text-white hover:underline';

/**
 * The spec's admin column, shown only when signed in: the admin screens for admins, Sign out for every
 * signed-in user (a customer without the admin role sees an 'Account' column with Sign out only).
 * From the first paint: the server renders the column the signed-in hint names, invisible and inert,
 * and hydration keeps it so (the server's answer); the session check then reveals it in place, or
 * takes it away when the hint was stale (accountColumnOf).
 */
export const FooterAdminColumn = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const { signedInHint } = useRenderedVisitorState();
  const hydrated = useHydrated();
  const { user, isAdmin, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const column = accountColumnOf(signedInHint ?? null, hydrated && !isLoading ? { known: true, signedIn: user !== null, isAdmin } : { known: false });
  if (column === null) return null;
  const onSignOut = () =>
    signOut.mutate(lang, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) => toast({ title: error.message, variant: 'error', duration: 8000 }),
    });
  return (
    <div className={column.confirmed ? undefined : 'invisible'} inert={!column.confirmed}>
      <FooterColumn id="footer-admin" title={column.kind === 'admin' ? t('auth.footer.admin') : t('auth.footer.account')}>
        {column.kind === 'admin'
          ? ADMIN_SCREENS.map((screen) => (
              <li key={screen.key}>
                <Link to={screen.to(lang)} onClick={scrollToTop} className={linkClass}>
                  {t(`auth.screens.${screen.key}`)}
                </Link>
              </li>
            ))
          : null}
        <li>
          <button type="button" onClick={onSignOut} disabled={signOut.isPending} className={`${linkClass} disabled:opacity-60`}>
            {t('auth.footer.signOut')}
          </button>
        </li>
      </FooterColumn>
    </div>
  );
};

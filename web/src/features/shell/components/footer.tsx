import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { useLanguage } from '../../../app/use-language.js';
import { COMPANY } from '../../../shared/company.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { loadAccountTexts } from '../../../shared/i18n.js';
import { useCurrentUser } from '../../../shared/session/use-current-user.js';
import { useRenderedVisitorState } from '../../../shared/visitor/visitor-state.js';
import { scrollToTop } from '../nav-links.js';
import { FooterColumn } from './footer-column.js';
import { FooterResources } from './footer-resources.js';
import { Icon } from './icon.js';
import { Logo } from './logo.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';

interface FooterLinkSpec {
  readonly key: string;
  readonly to: (lang: Language) => string;
}

const PRODUCT_LINKS: readonly FooterLinkSpec[] = [
  { key: 'containers', to: paths.products },
  { key: 'rent', to: paths.rent },
  { key: 'leasing', to: paths.leasing },
  { key: 'modifications', to: paths.modifications },
];

const INFO_LINKS: readonly FooterLinkSpec[] = [
  { key: 'blog', to: paths.blog },
  { key: 'contact', to: paths.contact },
  { key: 'returnPolicy', to: paths.returnPolicy },
  { key: 'cookiePolicy', to: paths.cookiePolicy },
  { key: 'privacyStatement', to: paths.privacyStatement },
];

const linkClass = 'hover:text-white hover:underline';

/**
 * Only signed-in visitors need the admin column: it loads in its own chunk, with its texts (the admin
 * file `auth`), so it hydrates with the texts the server rendered it with.
 */
const FooterAdminColumn = lazy(async () => {
  const [column] = await Promise.all([import('./footer-admin-column.js'), loadAccountTexts()]);
  return { default: column.FooterAdminColumn };
});

/** The footer: slogan, product, info and contact columns, Additional Resources, copyright. */
export const Footer = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useCurrentUser();
  // The hint the page was rendered with (the server reserved the column for it), or a sign-in since.
  const { signedInHint } = useRenderedVisitorState();
  const hydrated = useHydrated();
  const accountColumn = (signedInHint ?? null) !== null || (hydrated && user !== null);
  const links = (specs: readonly FooterLinkSpec[]) =>
    specs.map((spec) => (
      <li key={spec.key}>
        <Link to={spec.to(lang)} onClick={scrollToTop} className={linkClass}>
          {t(`shell.footer.links.${spec.key}`)}
        </Link>
      </li>
    ));
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <Logo variant="white" />
            <p className="mt-4 max-w-xs">{t('shell.footer.slogan')}</p>
          </div>
          <FooterColumn id="footer-products" title={t('shell.footer.products')}>
            {links(PRODUCT_LINKS)}
          </FooterColumn>
          <FooterColumn id="footer-info" title={t('shell.footer.info')}>
            {links(INFO_LINKS)}
          </FooterColumn>
          <FooterColumn id="footer-contact" title={t('shell.footer.contact')}>
            <li>
              <a href={`mailto:${COMPANY.email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Icon name="mail" className="h-4 w-4" />
                {COMPANY.email}
              </a>
            </li>
            <li>
              <a href={COMPANY.phoneHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Icon name="phone" className="h-4 w-4" />
                {COMPANY.phone}
              </a>
            </li>
            <li>{COMPANY.legalName}</li>
          </FooterColumn>
          {!accountColumn ? null : (
            <Suspense fallback={null}>
              <FooterAdminColumn />
            </Suspense>
          )}
        </div>
        <FooterResources />
        <p className="mt-10 border-t border-white/15 pt-6 text-sm text-slate-400">
          {t('shell.footer.copyright', { year: belgianDay(new Date()).slice(0, 4), company: COMPANY.legalName })}
        </p>
      </div>
    </footer>
  );
};

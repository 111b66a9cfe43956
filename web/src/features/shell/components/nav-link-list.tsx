import { useTranslation } from '../../../shared/translation/index.js';
import { NavLink as RouterNavLink } from 'react-router';
import { useLanguage } from '../../../app/use-language.js';
import { NAV_LINKS, scrollToTop } from '../nav-links.js';
import { Icon } from './icon.js';

/** The five navigation links, as a row (desktop) or a column (mobile menu). */
export const NavLinkList = ({ layout }: { readonly layout: 'row' | 'column' }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV_LINKS.map((link) => (
        <li key={link.key}>
          <RouterNavLink
            to={link.to(lang)}
            onClick={scrollToTop}
            className={({ isActive }) =>
              `inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium ${layout === 'column' ? 'w-full text-base' : 'text-sm'} ${
                isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'
              }`
            }
          >
            {link.icon === undefined ? null : <Icon name={link.icon} className="h-4 w-4" />}
            {t(`shell.nav.${link.key}`)}
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
};

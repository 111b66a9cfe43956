import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useLocation } from 'react-router';
import { CartLink } from './cart-link.js';
import { Icon } from './icon.js';
import { LanguageDropdown } from './language-dropdown.js';
import { LanguageGrid } from '../../../shared/language-switch/language-grid.js';
import { Logo } from './logo.js';
import { NavLinkList } from './nav-link-list.js';

/** The sticky navigation bar; below md a collapsible menu with the links and a language grid. */
export const NavigationBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('shell.nav.label')} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <div className="hidden lg:block">
          <NavLinkList layout="row" />
        </div>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <LanguageDropdown />
          </div>
          <CartLink />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('shell.nav.closeMenu') : t('shell.nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-6 pt-2 lg:hidden">
          <NavLinkList layout="column" />
          <p className="mb-2 mt-4 text-sm font-semibold text-slate-600">{t('shell.language.label')}</p>
          <LanguageGrid />
        </div>
      ) : null}
    </header>
  );
};

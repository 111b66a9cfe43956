import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../../domain/shared/language.js';
import { DemoNotice } from '../../shared/demo-notice/demo-notice.js';
import { CookieConsentManager } from './cookie-consent/cookie-consent.js';
import { FloatingLanguageSwitcher } from './components/floating-language-switcher.js';
import { Footer } from './components/footer.js';
import { NavigationBar } from './components/navigation-bar.js';
import { HydrateWhenVisible } from '../../shared/hydration/hydrate-when-visible.js';

const isHomePath = (pathname: string): boolean => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments.length === 1 && isLanguage(segments[0]);
};

/** The page frame: the demo notice, navigation, main content, footer, cookie consent (and the floating language switcher at home). */
export const Shell = ({ children }: { readonly children: ReactNode }) => {
  const { pathname } = useLocation();
  const first = pathname.split('/')[1];
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <DemoNotice lang={isLanguage(first) ? first : DEFAULT_LANGUAGE} />
      <NavigationBar />
      <main id="main" className="min-h-screen flex-1">
        {children}
      </main>
      <HydrateWhenVisible skipRenderingOffscreen>
        <Footer />
      </HydrateWhenVisible>
      {isHomePath(pathname) ? <FloatingLanguageSwitcher /> : null}
      <CookieConsentManager />
    </div>
  );
};

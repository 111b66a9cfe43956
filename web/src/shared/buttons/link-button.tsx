import type { ReactNode } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-blue-800 text-white hover:bg-blue-900',
  accent: 'bg-orange-700 text-white hover:bg-orange-800',
  outline: 'border-2 border-blue-800 text-blue-800 hover:bg-blue-50',
  light: 'bg-white text-blue-900 hover:bg-blue-50',
} as const;

const scrollToTop = (): void => {
  window.scrollTo({ top: 0, left: 0 });
};

const isInternal = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');

/** A button-styled link; internal links navigate in the app and scroll to top. */
export const LinkButton = ({ to, variant = 'primary', children }: { readonly to: string; readonly variant?: keyof typeof VARIANTS; readonly children: ReactNode }) => {
  const className = `inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold transition-colors ${VARIANTS[variant]}`;
  return isInternal(to) ? (
    <Link to={to} onClick={scrollToTop} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
};

import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useLanguage } from '../../../app/use-language.js';
import { useCartCount } from '../../../shared/cart/use-cart-count.js';
import { scrollToTop } from '../nav-links.js';
import { Icon } from './icon.js';

/** The cart link; its badge shows the number of items only when above 0. */
export const CartLink = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = useCartCount();
  return (
    <Link
      to={paths.cart(lang)}
      onClick={scrollToTop}
      aria-label={count > 0 ? t('shell.nav.cartWithCount', { count }) : t('shell.nav.cart')}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
    >
      <Icon name="cart" className="h-6 w-6" />
      {count > 0 ? (
        <span data-testid="cart-badge" aria-hidden="true" className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1 text-xs font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
};

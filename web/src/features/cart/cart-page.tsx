import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { CartEmpty } from './components/cart-empty.js';
import { CartLineItem } from './components/cart-line-item.js';
import { CartSkeleton } from './components/cart-skeleton.js';
import { CartSummary } from './components/cart-summary.js';
import { useCart } from './hooks/use-cart.js';
import { useCartActions } from './hooks/use-cart-actions.js';
import type { Cart } from '../../shared/cart/cart-requests.js';
import type { Language } from '../../../../domain/shared/language.js';

const CartContents = ({ cart, cartId, lang }: { readonly cart: Cart; readonly cartId: string; readonly lang: Language }) => {
  const { t } = useTranslation();
  const actions = useCartActions(cartId, lang);
  const blocked = cart.items.some((line) => line.problem !== null);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div>
        <ul className="space-y-4" aria-label={t('cart.linesLabel')}>
          {cart.items.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              lang={lang}
              busy={actions.busyItemId === line.id || actions.clearing}
              onQuantity={(quantity) => actions.updateQuantity(line.id, quantity)}
              onRemove={() => actions.remove(line.id)}
            />
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
            disabled={actions.clearing}
            onClick={actions.clear}
          >
            {t('cart.clear')}
          </button>
        </div>
      </div>
      <CartSummary cart={cart} lang={lang} blocked={blocked} />
    </div>
  );
};

/** `/{lang}/cart`: the visitor's lines, priced by the server. */
export const CartPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { cartId, cart, loading, failed } = useCart(lang);
  const body = (() => {
    if (loading) return <CartSkeleton />;
    if (failed && cart === undefined) return <p className="rounded-lg bg-red-50 p-4 text-red-800">{t('cart.errors.load')}</p>;
    if (cartId === null || cart === undefined || cart.items.length === 0) return <CartEmpty lang={lang} />;
    return <CartContents cart={cart} cartId={cartId} lang={lang} />;
  })();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('cart.title')}</h1>
      {body}
    </section>
  );
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { checkVatCustomer } from '../../../../../domain/vat/vat-customer-form.js';
import { formatVatNumber } from '../../../../../domain/vat/vat-number.js';
import { cartQueryKey } from '../../../shared/cart/index.js';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.js';
import type { CartCustomerQuery } from '../../../shared/cart/cart-requests.js';
import type { CheckoutFormValues } from '../form/checkout-form-values.js';
import { customerCountryOf } from '../form/customer-country.js';
import { fetchCheckoutCart, type CheckoutCart } from '../remote/checkout-cart.js';

/** A pause in typing before the server prices the cart for the new VAT number. */
export const CUSTOMER_PRICING_DELAY_MS = 400;

/** Who to price the cart for: a business with a well-formed VAT number is asked about; anyone else pays as a consumer. */
const customerQueryOf = (values: CheckoutFormValues): CartCustomerQuery | null => {
  if (values.customerKind === 'consumer') return null;
  const checked = checkVatCustomer({ kind: 'business', vatNumber: values.vatNumber }, { requireBusinessDetails: false, country: customerCountryOf(values) });
  if (!checked.ok || checked.value.vatNumber === null) return { customerKind: 'business' };
  return { customerKind: 'business', vatNumber: formatVatNumber(checked.value.vatNumber) };
};

export interface CustomerCart {
  /** The cart priced for this customer, or the page's (consumer) cart until that answer is there. */
  readonly cart: CheckoutCart;
  /** True while the server (and VIES) is being asked. */
  readonly checking: boolean;
  /** Why the server did not price the cart for this customer (too many lookups, no connection), until asked again. */
  readonly failure: unknown;
  readonly retry: () => void;
}

/**
 * The checkout's cart, priced again on the server whenever the customer kind or a
 * well-formed VAT number changes (after a pause in typing); the server asks VIES.
 */
export const useCustomerCart = (cartId: string, lang: Language, values: CheckoutFormValues, consumerCart: CheckoutCart): CustomerCart => {
  const customer = useDebouncedValue(customerQueryOf(values), CUSTOMER_PRICING_DELAY_MS);
  const query = useQuery({
    queryKey: [...cartQueryKey(cartId), lang, 'customer', customer],
    queryFn: ({ signal }) => fetchCheckoutCart(cartId, lang, signal, customer ?? undefined),
    enabled: customer !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return {
    cart: customer === null || query.data === undefined ? consumerCart : query.data,
    checking: customer !== null && query.isFetching,
    failure: customer !== null && !query.isFetching && query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
};

import type { RefObject } from 'react';
import { CUSTOMER_KINDS } from '../../../../../domain/vat/vat-treatment.js';
import { isShownChoice } from '../../../shared/form/shown-form-values.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { setPriceDisplay } from '../../../shared/vat/price-display.js';
import { priceDisplayOfCustomerKind } from '../form/customer-price-display.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../remote/place-order.js';
import type { CheckoutForm } from './use-checkout-form.js';

/**
 * The checkout's fields, customer kind and payment choice as the visitor left them before the page
 * was hydrated (a slow phone shows the server's form seconds before its scripts run), taken as if
 * entered now: a business gets its company and VAT-number fields and prices excl. VAT.
 */
export const useCheckoutInputBeforeHydration = (formRef: RefObject<HTMLFormElement | null>, form: CheckoutForm, onPaymentMethod?: (method: PaymentMethod) => void): void =>
  useInputBeforeHydration(formRef, (shown) => {
    form.adoptShown(shown);
    const kind = shown.get('customerKind');
    if (kind !== form.values.customerKind && isShownChoice(CUSTOMER_KINDS, kind)) setPriceDisplay(priceDisplayOfCustomerKind(kind));
    const method = shown.get('paymentMethod');
    if (onPaymentMethod !== undefined && isShownChoice(PAYMENT_METHODS, method)) onPaymentMethod(method);
  });

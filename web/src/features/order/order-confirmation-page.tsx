import { useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../app/use-language.js';
import { ERROR_TOAST_DURATION, useToast } from '../../shared/toast/index.js';
import { OrderErrorCard } from './components/order-error-card.js';
import { OrderLoading } from './components/order-loading.js';
import { OrderSuccessCard } from './components/order-success-card.js';
import { useOrderConfirmation } from './hooks/use-order-confirmation.js';

const ERROR_KEYS = {
  'not-found': 'order.errors.notFound',
  'verify-failed': 'order.errors.verifyFailed',
  'no-id': 'order.errors.noId',
} as const;

/** `/{lang}/order-confirmation/{orderId}?token=…`, or `/{lang}/order-confirmation/cs_…` after a card payment. */
export const OrderConfirmationPage = () => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const lang = useLanguage();
  const orderId = (useParams().orderId ?? '').trim();
  const [search] = useSearchParams();
  const state = useOrderConfirmation(orderId, search.get('token'), lang);
  const errorKey = state.kind === 'error' ? ERROR_KEYS[state.reason] : null;
  useEffect(() => {
    if (errorKey !== null) toast({ title: t('order.errors.title'), description: t(errorKey), variant: 'error', duration: ERROR_TOAST_DURATION });
  }, [errorKey, toast, t]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {state.kind === 'loading' ? <OrderLoading /> : null}
      {state.kind === 'error' && errorKey !== null ? <OrderErrorCard orderId={orderId} message={t(errorKey)} lang={lang} /> : null}
      {state.kind === 'loaded' ? <OrderSuccessCard order={state.order} lang={lang} awaitingPayment={state.awaitingPayment} /> : null}
    </section>
  );
};

import type { Metrics } from '../../application/shared/metrics.port.js';
import type { PaymentGateway } from '../../application/payments/payment-gateway.port.js';

/**
 * The payment provider with each call counted (`shop_payment_provider_calls_total`): checkout
 * sessions created or failed (the provider down, a refused key) and webhook deliveries whose
 * signature held or was refused (a wrong webhook secret shows up here first).
 */
export const countedPaymentGateway = (gateway: PaymentGateway, provider: 'stripe' | 'simulated', metrics: Metrics): PaymentGateway => ({
  createCheckoutSession: async (request) => {
    try {
      const session = await gateway.createCheckoutSession(request);
      metrics.count('shop_payment_provider_calls_total', { provider, operation: 'create_checkout', outcome: 'ok' });
      return session;
    } catch (error) {
      metrics.count('shop_payment_provider_calls_total', { provider, operation: 'create_checkout', outcome: 'error' });
      throw error;
    }
  },
  verifyWebhook: (rawBody, signatureHeader) => {
    const verified = gateway.verifyWebhook(rawBody, signatureHeader);
    metrics.count('shop_payment_provider_calls_total', { provider, operation: 'webhook', outcome: verified.ok ? 'ok' : 'refused' });
    return verified;
  },
});

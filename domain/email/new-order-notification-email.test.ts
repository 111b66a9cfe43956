import { describe, expect, it } from '@jest/globals';
import { newOrderNotificationEmail } from './new-order-notification-email.js';
import { anOrder } from './order-email.fixture.js';

describe('newOrderNotificationEmail', () => {
  it('tells the company, in English, the order, the customer, the amounts and the payment reference', () => {
    const email = newOrderNotificationEmail({ order: anOrder(), customerLanguage: 'nl', adminUrl: 'https://shop.example/admin/orders/1' });
    expect(email.subject).toBe('New order 1234 from Jan Peeters (€6,424.50)');
    expect(email.text).toContain('Payment method: Bank transfer');
    expect(email.text).toContain('Customer language: nl');
    expect(email.text).toContain('Total (incl. VAT): €6,424.50');
    expect(email.text).toContain('Structured communication: +++000/0001/23470+++');
    expect(email.text).toContain('- 2 × 20ft Container: €5,210.00 (transport €310.00)');
    expect(email.html).toContain('<a href="https://shop.example/admin/orders/1">');
  });

  it('escapes the customer’s values and keeps the subject on one line', () => {
    const order = anOrder({ paymentMethod: 'stripe' });
    const email = newOrderNotificationEmail({
      order: { ...order, shippingAddress: { ...order.shippingAddress, name: '<script>x</script>\r\nBcc: a@b.c' } },
      customerLanguage: 'en',
      adminUrl: null,
    });
    expect(email.subject).toBe('New order 1234 from <script>x</script> Bcc: a@b.c (€6,424.50)');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.text).not.toContain('Structured communication');
    expect(email.text).toContain('Payment method: Card (Stripe)');
  });
});

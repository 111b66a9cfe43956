import type { CheckoutCart } from '../remote/checkout-cart.js';
import { consumerVatDetail } from '../../../shared/vat/vat-detail.fixture.js';

export const SAMPLE_CART_ID = 'cart-token-123';

/** A cart as the API answers it: two lines, totals computed by the server. */
export const SAMPLE_CART: CheckoutCart = {
  id: SAMPLE_CART_ID,
  items: [
    {
      id: 'line-1',
      productId: 'product-8ft',
      productTitle: 'Storage container 8ft',
      condition: 'used-a',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 2,
      unitPrice: 1950,
      transportType: 'truck',
      transportPrice: 443,
      lineTotal: 4343,
      problem: null,
      vatCategory: 'S',
      vatRatePercent: 21,
      unitsLeft: null,
      stockNote: null,
    },
  ],
  subtotal: 4343,
  vat: 912.03,
  total: 5255.03,
  itemCount: 2,
  vatDetail: consumerVatDetail(4343, 912.03),
};

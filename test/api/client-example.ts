// docs/api.md shows this file between its markers; a test runs it against a started shop.
// example:start
import createClient from 'openapi-fetch';
import type { components, paths } from '../../web/src/shared/api-types/schema.js';

type OrderConfirmation = components['schemas']['OrderConfirmationDto'];

/** Lists products, prices transport, fills a cart, places a bank-transfer order and reads it back by its token. */
export const placeBankTransferOrder = async (baseUrl: string, headers: Record<string, string> = {}): Promise<OrderConfirmation> => {
  const shop = createClient<paths>({ baseUrl, headers });

  const { data: listing } = await shop.GET('/api/products', { params: { query: { lang: 'en', size: '20ft', sort: 'price-low' } } });
  const product = listing?.items.find((item) => item.isAvailable && item.priceNew !== null && !item.askOfferNew);
  if (product === undefined) throw new Error('no 20ft container for sale new');

  const { data: transport, error: noPrice } = await shop.GET('/api/transport/price', {
    params: { query: { country: 'BE', postcode: '1000', option: 'truck', size: product.size, quantity: 1, lang: 'en' } },
  });
  if (transport === undefined) throw new Error(noPrice?.message);

  const { data: cart } = await shop.POST('/api/carts');
  if (cart === undefined) throw new Error('no cart');
  const { data: filled, error: refused } = await shop.POST('/api/carts/{id}/items', {
    params: { path: { id: cart.id } },
    body: { productId: product.id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: 'en' },
  });
  if (filled === undefined) throw new Error(refused?.message);
  console.log(`${product.title}: ${filled.total} EUR incl. VAT (transport ${transport.price} ${transport.currency})`);

  const { data: placed, error: notPlaced } = await shop.POST('/api/orders', {
    body: {
      cartId: cart.id,
      lang: 'en',
      paymentMethod: 'bank_transfer',
      shippingAddress: { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kerkstraat 1', city: 'Brussel', postalCode: '1000', country: 'belgium' },
    },
  });
  if (placed === undefined) throw new Error(notPlaced?.errors?.map((field) => `${field.field}: ${field.message}`).join(', ') ?? notPlaced?.message);

  const { data: order, error: notFound } = await shop.GET('/api/orders/{orderId}', {
    params: { path: { orderId: placed.orderId }, query: { token: placed.accessToken, lang: 'en' } },
  });
  if (order === undefined) throw new Error(notFound?.message);
  return order;
};
// example:end

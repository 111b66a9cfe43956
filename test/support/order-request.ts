/** The shipping address the API tests order with (a Belgian customer in Brussels). */
export const SHIPPING = {
  name: 'Jan Peeters',
  email: 'jan@example.be',
  phone: '+32 470 12 34 56',
  street: 'Kerkstraat 1',
  city: 'Brussel',
  postalCode: '1000',
  country: 'belgium',
};

/** Delivery by truck to Brussels, the transport the tests' carts choose. */
export const BRUSSELS_TRUCK = { option: 'truck', country: 'BE', postcode: '1000' } as const;

/** The demo catalogue's new 20ft container. */
export const TWENTY_FOOT_NEW = 'shipping-container-20ft-new';

import request from 'supertest';
import type { TestApp } from './test-app.js';

/** The offer routes as the admin and the customer call them in the API tests. */
export interface OfferDriver {
  readonly productId: string;
  /** POST /api/admin/offers as the admin. */
  create(body: object, lang?: string): request.Test;
  revise(id: string, body: object): request.Test;
  send(id: string): request.Test;
  /** The secret token of the newest link emailed for the offer (read back from the outbox). */
  tokenOf(offerId: string): Promise<string>;
  /** A request from a client of its own (the link routes are rate-limited per address). */
  customer(): request.Agent;
}

/** Two new 20ft containers with 10 % off, a door cut-out, transport to Brussels priced by the tables, 100 euros off the offer. */
export const offerBody = (productId: string, overrides: object = {}): object => ({
  customer: { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kerkstraat 1', postalCode: '1000', city: 'Brussel', country: 'belgium' },
  language: 'nl',
  lines: [
    { productId, condition: 'new', quantity: 2, unitPrice: 3300, discountPercent: 10 },
    { description: 'Deuropening 2 × 1 m', quantity: 1, unitPrice: 450 },
  ],
  transport: { option: 'truck', country: 'BE', postcode: '1000' },
  discount: { amount: 100 },
  note: 'Levering binnen twee weken.',
  ...overrides,
});

let visitors = 0;

export const offerDriver = async (testApp: TestApp, adminCookie: string): Promise<OfferDriver> => {
  const db = testApp.shop.database.dataSource;
  const [row]: { product_id: string }[] = await db.query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`);
  if (row === undefined) throw new Error('demo product missing');
  const api = () => request(testApp.server);
  return {
    productId: row.product_id,
    create: (body, lang = 'en') => api().post(`/api/admin/offers?lang=${lang}`).set('Cookie', adminCookie).send(body),
    revise: (id, body) => api().put(`/api/admin/offers/${id}?lang=en`).set('Cookie', adminCookie).send(body),
    send: (id) => api().post(`/api/admin/offers/${id}/send?lang=en`).set('Cookie', adminCookie),
    tokenOf: async (offerId) => {
      const [email]: { text_body: string }[] = await db.query(
        `SELECT text_body FROM email_outbox WHERE dedupe_key LIKE $1 OR dedupe_key LIKE $2 ORDER BY created_at DESC LIMIT 1`,
        [`offer-sent:${offerId}:%`, `offer-reminder:${offerId}:%`],
      );
      const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(email?.text_body ?? '')?.[1];
      if (token === undefined) throw new Error(`no offer link emailed for ${offerId}`);
      return token;
    },
    customer: () => {
      visitors += 1;
      return request.agent(testApp.server).set('X-Forwarded-For', `198.51.100.${visitors % 250}`);
    },
  };
};

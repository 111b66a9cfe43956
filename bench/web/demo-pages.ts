import type { BenchPageName } from './bench-pages.js';

export interface BenchPage {
  readonly name: BenchPageName;
  readonly path: string;
  /** Cookies the visitor has before the page loads (a filled cart: the server renders it). */
  readonly cookies?: Readonly<Record<string, string>>;
  /** Audits the page fails by what it is (a 404 answer fails `http-status-code`). */
  readonly acceptedFailures?: readonly string[];
  readonly expectErrorStatus?: boolean;
}

const LANG = 'nl';
/** domain/cookies/cart-cookie.ts */
const CART_ID_COOKIE = 'cart-id';
const SHIPPING = { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kerkstraat 1', city: 'Brussel', postalCode: '1000', country: 'belgium' };

/** A visitor's cart and order pages are kept out of search engines on purpose (noindex). */
const PRIVATE_PAGE = ['seo: is-crawlable'];

const api = async <T>(baseUrl: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const first = <T>(items: readonly T[] | undefined, what: string): T => {
  const item = items?.[0];
  if (item === undefined) throw new Error(`the demo data has no ${what}`);
  return item;
};

/** A cart holding the first demo product, delivered by truck to Brussels, as a visitor fills it. */
const filledCart = async (baseUrl: string): Promise<string> => {
  const product = first((await api<{ items: { id: string }[] }>(baseUrl, `/api/products?lang=${LANG}&pageSize=1`)).items, 'product');
  const { id } = await api<{ id: string }>(baseUrl, '/api/carts', {});
  await api(baseUrl, `/api/carts/${id}/items`, { productId: product.id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: LANG });
  return id;
};

/** A bank-transfer order placed from a filled cart; its confirmation address carries the order's token. */
const placedOrderPath = async (baseUrl: string): Promise<string> => {
  const cartId = await filledCart(baseUrl);
  const order = await api<{ orderId: string; accessToken: string }>(baseUrl, '/api/orders', { cartId, lang: LANG, paymentMethod: 'bank_transfer', shippingAddress: SHIPPING });
  return `/${LANG}/order-confirmation/${order.orderId}?token=${order.accessToken}`;
};

const resolvers: Readonly<Record<BenchPageName, (baseUrl: string) => Promise<Omit<BenchPage, 'name'>>>> = {
  home: async () => ({ path: `/${LANG}` }),
  listing: async () => ({ path: `/${LANG}/container` }),
  product: async (baseUrl) => ({ path: `/${LANG}/container/${first((await api<{ items: { slug: string }[] }>(baseUrl, `/api/products?lang=${LANG}&pageSize=1`)).items, 'product').slug}` }),
  rent: async () => ({ path: `/${LANG}/rent` }),
  leasing: async () => ({ path: `/${LANG}/leasing` }),
  cooled: async () => ({ path: `/${LANG}/koelcontainers-reefers-vriescontainers` }),
  modifications: async () => ({ path: `/${LANG}/modifications` }),
  blog: async () => ({ path: `/${LANG}/blog` }),
  'blog-post': async (baseUrl) => ({ path: `/${LANG}/blog/${first((await api<{ items: { slug: string }[] }>(baseUrl, `/api/blog?lang=${LANG}`)).items, 'blog post').slug}` }),
  landing: async (baseUrl) => {
    const footer = await api<{ groups: { pages: { slug: string }[] }[] }>(baseUrl, `/api/landing-pages?placement=footer&lang=${LANG}`);
    return { path: `/${LANG}/pages/${first(footer.groups[0]?.pages, 'footer landing page').slug}` };
  },
  faq: async () => ({ path: `/${LANG}/faq` }),
  contact: async () => ({ path: `/${LANG}/contact` }),
  policy: async () => ({ path: `/${LANG}/privacy-statement` }),
  cart: async (baseUrl) => ({ path: `/${LANG}/cart`, cookies: { [CART_ID_COOKIE]: await filledCart(baseUrl) }, acceptedFailures: PRIVATE_PAGE }),
  checkout: async (baseUrl) => ({ path: `/${LANG}/cart-checkout`, cookies: { [CART_ID_COOKIE]: await filledCart(baseUrl) }, acceptedFailures: PRIVATE_PAGE }),
  confirmation: async (baseUrl) => ({ path: await placedOrderPath(baseUrl), acceptedFailures: PRIVATE_PAGE }),
  // The document's own 404 answer is what Chrome logs as a console error.
  'not-found': async () => ({ path: `/${LANG}/deze-pagina-bestaat-niet`, expectErrorStatus: true, acceptedFailures: ['seo: http-status-code', 'best-practices: errors-in-console'] }),
};

/** The real demo addresses of the named pages on the running shop (placing an order for the confirmation). */
export const demoPages = async (baseUrl: string, names: readonly BenchPageName[]): Promise<BenchPage[]> => {
  const pages: BenchPage[] = [];
  for (const name of names) pages.push({ name, ...(await resolvers[name](baseUrl)) });
  return pages;
};

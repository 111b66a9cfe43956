import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_CONTROLLERS } from '../api-controllers.js';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { toOpenApi31 } from './openapi-3-1.js';
import { completeOpenApiDocument, routeFactsOf, SESSION_SCHEME } from './openapi-completion.js';

/** The areas of the API, in the order the reference lists them. */
const TAGS: readonly (readonly [name: string, description: string])[] = [
  ['catalogue', 'Products: the listing with its filters and sorts, a product page, its slug in each language'],
  ['transport', 'Delivery prices by country, postcode, option, size and quantity'],
  ['carts', "A visitor's cart, priced on the server: lines, transport, VAT and totals"],
  ['orders', 'Placing an order from a cart (Stripe or bank transfer) and reading its confirmation with its token'],
  ['quotes', 'Quote requests for what cannot be bought at a listed price'],
  ['offers', "A priced offer by its secret link: read it, accept it (it becomes an order), decline it, ask for a new one"],
  ['rentals', 'A rental contract by its secret link (in every rental email): periods, invoices, notice'],
  ['contact', 'Contact messages and their attachments'],
  ['content', 'Home page, landing pages, blog, FAQ and search suggestions'],
  ['auth', 'Accounts and the session cookie: sign-up, sign-in, sign-out, password reset'],
  ['payments', "The Stripe webhook and the built-in simulated checkout (demo mode)"],
  ['health', 'Liveness of the shop and its database'],
  ['security', "Browsers' Content-Security-Policy violation reports"],
  ['admin: products', 'Catalogue administration (admin role)'],
  ['admin: orders', 'Orders: listing, detail, status changes, CSV export (admin role)'],
  ['admin: units', 'Container units by their ISO 6346 numbers: stock, reservations, swaps, photos, CSV export (admin role)'],
  ['admin: offers', 'Offers answering quote requests: make, revise, send, follow (admin role)'],
  ['admin: rentals', 'Rental contracts: delivery, pick-up, ending early, payments, the overdue list (admin role)'],
  ['admin: invoices', 'Invoices and credit notes (admin role)'],
  ['admin: inbox', 'Quote requests, contact messages and their attachments (admin role)'],
  ['admin: outbox', 'Outgoing email queue (admin role)'],
  ['admin: blog', 'Blog posts (admin role)'],
  ['admin: landing pages', 'Landing pages and their sections (admin role)'],
  ['admin: home sections', 'Sections of the home page (admin role)'],
  ['admin: FAQ', 'Frequently asked questions (admin role)'],
  ['admin: redirects', 'Redirect rules (admin role)'],
  ['admin: transport', 'Transport rate tables (admin role)'],
  ['admin: audit', 'Who changed what and when: the audit trail of admin writes, read only (admin role)'],
  ['admin: privacy', "A person's data on request: what is held, the export, the erasure (admin role)"],
];

const config = (): Omit<OpenAPIObject, 'paths'> => {
  const builder = new DocumentBuilder()
    .setTitle('Container shop API')
    .setDescription(
      'REST API of the container shop: catalogue, content, transport prices, carts, quotes, orders and administration. ' +
        'Amounts are euros with at most two decimals. Errors are `{statusCode, message, errors?}` in the language of `lang`. ' +
        'Admin routes need the `session` cookie of a signed-in admin (POST /api/auth/sign-in sets it). ' +
        'Writes from a browser must come from the shop\'s own origin. See docs/api.md for a client example.',
    )
    .setVersion('1.0')
    .addServer('/', "This shop: the API is served under /api on the shop's own address")
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', description: 'The httpOnly session cookie set by POST /api/auth/sign-in' }, SESSION_SCHEME);
  for (const [name, description] of TAGS) builder.addTag(name, description);
  return builder.build();
};

/** The OpenAPI 3.1 document of the API, completed with the guards' answers and named enums (docs/api.md). */
export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject =>
  toOpenApi31(completeOpenApiDocument(SwaggerModule.createDocument(app, config()), routeFactsOf(API_CONTROLLERS)));

/** Swagger UI at /api/docs and the OpenAPI document at /api/openapi.json. */
export const mountOpenApi = (app: INestApplication): OpenAPIObject => {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml' });
  return document;
};

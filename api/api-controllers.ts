import { ProductsController } from './catalogue/products.controller.js';
import { HealthController } from './health/health.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { AdminRedirectsController } from './admin/redirects.controller.js';
import { BlogController } from './content/blog.controller.js';
import { ContentController } from './content/content.controller.js';
import { FaqController } from './content/faq.controller.js';
import { LandingPagesController } from './content/landing-pages.controller.js';
import { SearchController } from './content/search.controller.js';
import { CartsController } from './cart/carts.controller.js';
import { TransportController } from './transport/transport.controller.js';
import { QuotesController } from './quotes/quotes.controller.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { ContactController } from './contact/contact.controller.js';
import { OrdersController } from './orders/orders.controller.js';
import { StripeWebhookController } from './payments/stripe-webhook.controller.js';
import { SimulatedCheckoutController } from './payments/simulated-checkout.controller.js';

/** Every controller of the HTTP API, in the order Swagger lists them. */
export const API_CONTROLLERS = [
  HealthController,
  ProductsController,
  ContentController,
  LandingPagesController,
  BlogController,
  FaqController,
  SearchController,
  TransportController,
  CartsController,
  AuthController,
  AdminRedirectsController,
  QuotesController,
  UploadsController,
  ContactController,
  OrdersController,
  StripeWebhookController,
  SimulatedCheckoutController,
] as const;

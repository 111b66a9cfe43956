import { ProductsController } from './catalogue/products.controller.js';
import { HealthController } from './health/health.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { AdminRedirectsController } from './admin/redirects.controller.js';
import { AdminBlogController } from './admin/blog.controller.js';
import { AdminLandingPagesController } from './admin/landing-pages.controller.js';
import { AdminFaqController } from './admin/faq.controller.js';
import { AdminHomeSectionsController } from './admin/home-sections.controller.js';
import { AdminProductsController } from './admin/products.controller.js';
import { AdminProductConditionsController } from './admin/product-conditions.controller.js';
import { AdminProductImageUploadController } from './admin/product-image-upload.controller.js';
import { AdminOrdersController } from './admin/orders.controller.js';
import { AdminInvoicesController } from './admin/invoices.controller.js';
import { AdminInboxController } from './admin/inbox.controller.js';
import { AdminAttachmentsController } from './admin/attachments.controller.js';
import { AdminOutboxController } from './admin/outbox.controller.js';
import { AdminTransportRatesController } from './admin/transport-rates.controller.js';
import { AdminUnitsController } from './admin/units.controller.js';
import { AdminRentalsController } from './admin/rentals.controller.js';
import { AdminAuditController } from './admin/audit.controller.js';
import { AdminPrivacyController } from './admin/privacy.controller.js';
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
import { OffersController } from './offers/offers.controller.js';
import { RentalsController } from './rentals/rentals.controller.js';
import { AdminOffersController } from './admin/offers.controller.js';
import { StripeWebhookController } from './payments/stripe-webhook.controller.js';
import { SimulatedCheckoutController } from './payments/simulated-checkout.controller.js';
import { CspReportsController } from './security/csp-reports.controller.js';

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
  AdminBlogController,
  AdminLandingPagesController,
  AdminFaqController,
  AdminHomeSectionsController,
  AdminProductsController,
  AdminProductConditionsController,
  AdminProductImageUploadController,
  AdminOrdersController,
  AdminOffersController,
  AdminInvoicesController,
  AdminInboxController,
  AdminAttachmentsController,
  AdminOutboxController,
  AdminTransportRatesController,
  AdminUnitsController,
  AdminRentalsController,
  AdminAuditController,
  AdminPrivacyController,
  QuotesController,
  UploadsController,
  ContactController,
  OrdersController,
  OffersController,
  RentalsController,
  StripeWebhookController,
  SimulatedCheckoutController,
  CspReportsController,
] as const;

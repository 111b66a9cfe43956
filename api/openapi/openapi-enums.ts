import { LANDING_VISIBILITIES, MENU_SECTIONS } from '../../application/admin-content/landing-page-input.js';
import { PAYMENT_METHODS } from '../../domain/orders/order.js';
import { UPLOAD_PURPOSES } from '../../application/uploads/upload-key.js';
import { COLOR_TYPES, CONDITIONS, DELIVERY_OPTIONS, SALE_CONDITIONS, STOCK_STATUSES } from '../../domain/catalogue/product.js';
import { SORT_KEYS } from '../../domain/catalogue/product-sorting.js';
import { SIZE_GROUP_VALUES } from '../../domain/catalogue/sizes.js';
import { CONTACT_SOURCES } from '../../domain/forms/contact-form.js';
import { INVOICE_KINDS } from '../../domain/invoices/invoice-document.js';
import { HIGHLIGHT_ICONS, SECTION_TYPES } from '../../domain/landing/section.js';
import { ORDER_STATUSES, OUTBOX_STATUSES } from '../../domain/orders/statuses.js';
import { REDIRECT_STATUS_CODES } from '../../domain/redirects/redirect-rule.js';
import { LANGUAGES } from '../../domain/shared/language.js';
import { CHECKOUT_COUNTRIES, TRANSPORT_COUNTRIES } from '../../domain/transport/transport-country.js';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';
import { OFFER_LINE_KINDS } from '../../domain/offers/offer-revision.js';
import { OFFER_REFUSALS, OFFER_STATUSES } from '../../domain/offers/offer-status.js';
import { VAT_NUMBER_CHECK_STATUSES } from '../../domain/vat/vat-decision.js';
import { VAT_NUMBER_COUNTRIES } from '../../domain/vat/vat-number.js';
import { CUSTOMER_KINDS } from '../../domain/vat/vat-treatment.js';
import { UNIT_STATUSES } from '../../domain/units/unit-status.js';
import { AUDIT_ACTIONS } from '../../domain/audit/audit-entry.js';
import { NOTICE_GIVERS, RENTAL_LIST_FILTER_NAMES, RENTAL_STATES } from '../../domain/rentals/rental-state.js';
import { RENTAL_INVOICE_STATUSES } from '../../application/rentals/rental-view.js';

/**
 * The name of every enum of the API, by its values (in the order the DTOs
 * list them). The document declares each once under components.schemas and
 * refers to it, so generated clients get one named type per enum. A DTO enum
 * missing here fails the OpenAPI document test.
 */
export const API_ENUMS: Readonly<Record<string, readonly (string | number)[]>> = {
  Language: LANGUAGES,
  Condition: CONDITIONS,
  SaleCondition: SALE_CONDITIONS,
  PurchaseOption: ['new', 'used_a', 'used_cw', 'rent'],
  ColorType: COLOR_TYPES,
  DeliveryOption: DELIVERY_OPTIONS,
  StockStatus: STOCK_STATUSES,
  UnitStatus: UNIT_STATUSES,
  SizeGroup: SIZE_GROUP_VALUES,
  ProductSort: SORT_KEYS,
  BooleanText: ['true', 'false'],
  ConditionBadgeType: ['success', 'info', 'warning', 'error'],
  HighlightIcon: HIGHLIGHT_ICONS,
  SectionType: SECTION_TYPES,
  SpecialSection: ['leasing', 'custom-solutions', 'why-choose-us', 'complete-service', 'europe-reach'],
  LandingVisibility: LANDING_VISIBILITIES,
  LandingVisibilityFilter: ['all', 'header', 'footer', 'both', 'hidden'],
  LandingPlacement: ['footer'],
  MenuSection: MENU_SECTIONS,
  VatCategory: VAT_CATEGORIES,
  CustomerKind: CUSTOMER_KINDS,
  VatNumberCheck: VAT_NUMBER_CHECK_STATUSES,
  VatNumberCountry: VAT_NUMBER_COUNTRIES,
  TransportCountry: TRANSPORT_COUNTRIES,
  AddressCountry: CHECKOUT_COUNTRIES,
  RedirectStatusCode: REDIRECT_STATUS_CODES,
  RedirectImportFormat: ['lines', 'csv'],
  OrderStatus: ORDER_STATUSES,
  AuditAction: AUDIT_ACTIONS,
  PaymentMethod: PAYMENT_METHODS,
  InvoiceKind: INVOICE_KINDS,
  OfferStatus: OFFER_STATUSES,
  OfferRefusal: OFFER_REFUSALS,
  OfferLineKind: OFFER_LINE_KINDS,
  PeppolState: ['not_applicable', 'pending', 'delivered'],
  RentalState: RENTAL_STATES,
  RentalListFilter: RENTAL_LIST_FILTER_NAMES,
  RentalInvoiceStatus: RENTAL_INVOICE_STATUSES,
  NoticeGiver: NOTICE_GIVERS,
  QuoteRequestType: ['Lease', 'Special Modification', 'Bulk Order'],
  QuoteTransportType: ['none', 'truck'],
  ContactSource: CONTACT_SOURCES,
  OutboxStatus: OUTBOX_STATUSES,
  OutboxRetryStatus: ['pending'],
  UploadPurpose: UPLOAD_PURPOSES,
  HealthStatus: ['ok'],
};

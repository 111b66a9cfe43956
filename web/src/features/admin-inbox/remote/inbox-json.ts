import type { VatDetailJson } from '../../../shared/vat/vat-json.js';
import type { CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import type { Condition } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { OrderStatus, OutboxStatus } from '../../../../../domain/orders/statuses.js';

export { ORDER_STATUSES, OUTBOX_STATUSES, type OrderStatus, type OutboxStatus } from '../../../../../domain/orders/statuses.js';

/** Every admin list answers one page of this shape (page from 1). */
export interface PageJson<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface AdminOrderSummaryJson {
  readonly id: string;
  readonly orderNumber: number;
  readonly status: OrderStatus;
  readonly paymentMethod: 'stripe' | 'bank_transfer';
  readonly paymentVerified: boolean;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  readonly itemCount: number;
  readonly createdAt: string;
  readonly paidAt: string | null;
}

export interface AdminOrderItemJson {
  readonly productId: string | null;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly colorType: 'from_stack' | 'wish_color';
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly transportType: 'truck' | 'truck_with_crane' | 'self_pickup';
  readonly transportPrice: number;
  readonly lineTotal: number;
}

/** The VAT decision kept with an order (GET /api/admin/orders/{id}: vatDetail), as the storefront reads it. */
export type AdminVatDetailJson = VatDetailJson;

/** One row of GET /api/admin/invoices. */
export interface InvoiceSummaryJson {
  readonly number: string;
  readonly kind: 'invoice' | 'credit_note';
  readonly issueDate: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly customerName: string;
  readonly customerVatNumber: string | null;
  readonly net: number;
  readonly vat: number;
  readonly total: number;
  readonly peppolState: 'not_applicable' | 'pending' | 'delivered';
  readonly correctsNumber: string | null;
  readonly pdfUrl: string;
  readonly ublUrl: string | null;
}

export interface AdminAddressJson {
  readonly companyName: string | null;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry;
}

export interface AdminOrderDetailJson extends AdminOrderSummaryJson {
  readonly language: Language;
  readonly items: readonly AdminOrderItemJson[];
  readonly shippingAddress: AdminAddressJson & { readonly name: string; readonly email: string; readonly phone: string };
  readonly billingAddress: (AdminAddressJson & { readonly vatNumber: string | null }) | null;
  readonly structuredCommunication: string | null;
  readonly stripeSessionId: string | null;
  readonly vatDetail: AdminVatDetailJson;
  readonly documents: readonly { readonly number: string; readonly kind: 'invoice' | 'credit_note'; readonly pdfUrl: string; readonly ublUrl: string | null }[];
  readonly statusHistory: readonly {
    readonly fromStatus: OrderStatus;
    readonly toStatus: OrderStatus;
    readonly changedBy: string;
    readonly changedAt: string;
    readonly note: string | null;
  }[];
}

export interface AdminQuoteSummaryJson {
  readonly id: string;
  readonly customerName: string;
  readonly email: string;
  readonly companyName: string | null;
  readonly productId: string | null;
  readonly productTitle: string | null;
  readonly requestType: string;
  readonly purchaseOption: 'new' | 'used_a' | 'used_cw' | 'rent';
  readonly quantityRequested: number;
  readonly language: Language;
  readonly createdAt: string;
}

export interface AdminQuoteDetailJson extends AdminQuoteSummaryJson {
  readonly phone: string | null;
  readonly deliveryAddress: string | null;
  readonly preferredDeliveryDate: string | null;
  readonly specialRequirements: string | null;
  readonly transportType: 'none' | 'truck' | null;
  readonly transportPrice: number | null;
  readonly colorType: 'from_stack' | 'wish_color';
  readonly ralColor: string | null;
}

export interface AdminMessageSummaryJson {
  readonly id: string;
  readonly source: 'contact_page' | 'home' | 'landing';
  readonly name: string;
  readonly email: string;
  readonly subject: string | null;
  readonly language: Language;
  readonly attachmentCount: number;
  readonly createdAt: string;
}

export interface AdminAttachmentJson {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** Signed by the server, valid 15 minutes, for a signed-in admin. */
  readonly downloadUrl: string;
  readonly expiresAt: string;
}

export interface AdminMessageDetailJson extends AdminMessageSummaryJson {
  readonly phone: string | null;
  readonly message: string;
  readonly attachments: readonly AdminAttachmentJson[];
}

export interface OutboxEntryJson {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly usingFallback: boolean;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly sentAt: string | null;
}

import type { ConfirmedOrder } from '../../application/orders/get-order-confirmation.use-case.js';
import type { OrderDocument } from '../../application/invoices/invoice-archive.port.js';
import type { Order } from '../../domain/orders/order.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toVatDetailDto } from '../vat/vat-detail.mapper.js';
import type { OrderConfirmationDto } from './order.dto.js';

export const toOrderConfirmationDto = (order: Order, phoneShown = true): OrderConfirmationDto => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentVerified: order.paymentVerified,
  shippingAddress: { ...order.shippingAddress, phone: phoneShown ? order.shippingAddress.phone : null },
  billingAddress: order.billingAddress === null ? null : { ...order.billingAddress },
  items: order.items.map((item) => ({
    productId: item.productId,
    productTitle: item.productTitle,
    condition: item.condition,
    colorType: item.colorType,
    ralColor: item.ralColor,
    quantity: item.quantity,
    unitPrice: centsToEuros(item.unitPrice),
    transportType: item.transportType,
    transportPrice: centsToEuros(item.transportPrice),
    lineTotal: centsToEuros(item.lineTotal),
    vatCategory: item.vat.category,
    vatRatePercent: item.vat.ratePercent,
  })),
  subtotal: centsToEuros(order.subtotal),
  vat: centsToEuros(order.vat),
  total: centsToEuros(order.total),
  vatDetail: toVatDetailDto(order.vatDetail, order.language),
  ...(order.structuredCommunication === null ? {} : { structuredCommunication: order.structuredCommunication }),
});

/** Where the holder of the order downloads a document: with the order's token, or its payment session. */
export interface DocumentCredential {
  readonly token?: string | undefined;
  readonly session?: string | undefined;
}

const documentLinks = (orderId: string, document: OrderDocument, credential: DocumentCredential) => {
  const query = credential.token !== undefined ? `token=${encodeURIComponent(credential.token)}` : `session=${encodeURIComponent(credential.session ?? '')}`;
  const base = `/api/orders/${orderId}/invoices/${document.number}`;
  return { number: document.number, issuedAt: document.issuedAt.toISOString(), pdfUrl: `${base}.pdf?${query}`, ublUrl: document.hasUbl ? `${base}.xml?${query}` : null };
};

/** The confirmation with the order's invoice and credit notes, linked for the one who holds the order. */
export const toConfirmedOrderDto = (confirmed: ConfirmedOrder, credential: DocumentCredential): OrderConfirmationDto => {
  const invoice = confirmed.documents.find((document) => document.kind === 'invoice');
  return {
    ...toOrderConfirmationDto(confirmed.order, confirmed.phoneShown),
    invoice: invoice === undefined ? null : documentLinks(confirmed.order.id, invoice, credential),
    creditNotes: confirmed.documents.filter((document) => document.kind === 'credit_note').map((document) => documentLinks(confirmed.order.id, document, credential)),
  };
};

import type { AdminOrderDetail, AdminOrderSummary } from '../../application/admin-inbox/admin-orders.port.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toOrderConfirmationDto } from '../orders/order.mapper.js';
import type { AdminOrderDetailDto, AdminOrderSummaryDto } from './orders.dto.js';
import { toUnitDto } from './units.mapper.js';

export const toAdminOrderSummaryDto = (order: AdminOrderSummary): AdminOrderSummaryDto => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentVerified: order.paymentVerified,
  customerName: order.customerName,
  customerEmail: order.customerEmail,
  subtotal: centsToEuros(order.subtotal),
  vat: centsToEuros(order.vat),
  total: centsToEuros(order.total),
  itemCount: order.itemCount,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

export const toAdminOrderDetailDto = (order: AdminOrderDetail): AdminOrderDetailDto => {
  const confirmation = toOrderConfirmationDto(order);
  return {
    ...toAdminOrderSummaryDto(order),
    language: order.language,
    items: confirmation.items,
    shippingAddress: { ...order.shippingAddress },
    billingAddress: confirmation.billingAddress,
    structuredCommunication: order.structuredCommunication,
    stripeSessionId: order.stripeSessionId,
    vatDetail: confirmation.vatDetail,
    documents: order.documents.map((document) => ({
      number: document.number,
      kind: document.kind,
      pdfUrl: `/api/admin/invoices/${document.number}.pdf`,
      ublUrl: document.hasUbl ? `/api/admin/invoices/${document.number}.xml` : null,
    })),
    statusHistory: order.statusHistory.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
      note: change.note,
    })),
    units: order.units.map(toUnitDto),
  };
};

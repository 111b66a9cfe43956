import type { Order } from '../../application/orders/order.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toVatDetailDto } from '../vat/vat-detail.mapper.js';
import type { OrderConfirmationDto } from './order.dto.js';

export const toOrderConfirmationDto = (order: Order): OrderConfirmationDto => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentVerified: order.paymentVerified,
  shippingAddress: { ...order.shippingAddress },
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

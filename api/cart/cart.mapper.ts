import type { PricedCart, PricedCartLine } from '../../application/cart/cart-pricing.port.js';
import type { Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toVatDetailDto } from '../vat/vat-detail.mapper.js';
import type { CartDto, CartItemDto } from './cart.dto.js';

const toCartItemDto = (line: PricedCartLine, language: Language): CartItemDto => ({
  id: line.id,
  productId: line.productId,
  productTitle: line.productTitle,
  condition: line.condition,
  colorType: line.colorType,
  ralColor: line.ralColor,
  quantity: line.quantity,
  unitPrice: centsToEuros(line.unitPrice),
  transportType: line.transportType,
  transportPrice: centsToEuros(line.transportPrice),
  lineTotal: centsToEuros(line.lineTotal),
  problem: line.problem === null ? null : line.problem[language],
  vatCategory: line.vat?.treatment.category ?? null,
  vatRatePercent: line.vat?.treatment.ratePercent ?? null,
  unitsLeft: line.unitsLeft,
  stockNote: line.stockNote === null ? null : line.stockNote[language],
});

export const toCartDto = (cart: PricedCart, language: Language): CartDto => ({
  id: cart.id,
  items: cart.lines.map((line) => toCartItemDto(line, language)),
  subtotal: centsToEuros(cart.totals.subtotal),
  vat: centsToEuros(cart.totals.vat),
  total: centsToEuros(cart.totals.total),
  itemCount: cart.totals.itemCount,
  vatDetail: toVatDetailDto(
    {
      customerKind: cart.customer.kind,
      companyName: cart.customer.companyName,
      vatNumber: cart.customer.vatNumber,
      vatNumberCheck: cart.customer.vatNumberCheck,
      viesConsultation: cart.customer.viesConsultation,
      breakdown: cart.totals.vatPricing.summary.groups,
    },
    language,
  ),
});

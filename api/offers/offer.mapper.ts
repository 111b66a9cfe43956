import type { CustomerOfferView } from '../../application/offers/offer-views.js';
import type { OfferLine, OfferRevision } from '../../domain/offers/offer-revision.js';
import { OFFER_REFUSAL_MESSAGES } from '../../domain/offers/offer-status.js';
import type { Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toVatDetailDto } from '../vat/vat-detail.mapper.js';
import type { CustomerOfferDto, OfferContentDto, OfferLineDto } from './offer.dto.js';

export const toOfferLineDto = (line: OfferLine): OfferLineDto => ({
  kind: line.kind,
  productId: line.productId,
  title: line.title,
  description: line.description,
  condition: line.condition,
  colorType: line.colorType,
  ralColor: line.ralColor,
  quantity: line.quantity,
  unitPrice: centsToEuros(line.unitPrice),
  discountPercent: line.discountPercent,
  lineDiscount: centsToEuros(line.lineDiscount),
  offerDiscount: centsToEuros(line.offerDiscount),
  net: centsToEuros(line.net),
  vatCategory: line.vat.category,
  vatRatePercent: line.vat.ratePercent,
  vat: centsToEuros(line.vat.amount),
  transportOption: line.transport?.option ?? null,
  transportCountry: line.transport?.country ?? null,
  transportPostcode: line.transport?.postcode ?? null,
});

/** A revision's content in euros, its VAT mention in `language`. */
export const toOfferContentDto = (revision: OfferRevision, language: Language): OfferContentDto => ({
  revision: revision.revision,
  customer: { ...revision.customer },
  lines: revision.lines.map(toOfferLineDto),
  discountPercent: revision.discount?.kind === 'percent' ? revision.discount.percent : null,
  discountAmount: revision.discount?.kind === 'amount' ? centsToEuros(revision.discount.amount) : null,
  offerDiscount: centsToEuros(revision.offerDiscount),
  subtotal: centsToEuros(revision.subtotal),
  vat: centsToEuros(revision.vat),
  total: centsToEuros(revision.total),
  vatDetail: toVatDetailDto(revision.vatDetail, language),
  validUntil: revision.validUntil,
  note: revision.note,
  paymentMethods: [...revision.paymentMethods],
});

/** What the holder of the link sees, the refusal said in the language asked for. */
export const toCustomerOfferDto = (view: CustomerOfferView, token: string, language: Language): CustomerOfferDto => ({
  ...toOfferContentDto(view.revision, language),
  number: view.offer.number,
  status: view.status,
  refusal: view.refusal,
  refusalMessage: view.refusal === null ? null : OFFER_REFUSAL_MESSAGES[view.refusal][language],
  sentAt: (view.revision.sentAt ?? view.revision.createdAt).toISOString(),
  pdfUrl: `/api/offers/${encodeURIComponent(token)}/pdf`,
});

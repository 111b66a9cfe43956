import type { OfferSummary } from '../../application/offers/offer.js';
import { revisionOf } from '../../application/offers/offer.js';
import { latestEventDates, offerDates, type OfferDates } from '../../application/offers/offer-dates.js';
import type { AdminOfferView } from '../../application/offers/offer-views.js';
import type { Language } from '../../domain/shared/language.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { toOfferContentDto } from '../offers/offer.mapper.js';
import type { AdminOfferDto, AdminOfferSummaryDto, OfferDatesDto } from './offers.dto.js';

const toDatesDto = (dates: OfferDates): OfferDatesDto => Object.fromEntries(Object.entries(dates).map(([status, at]) => [status, at.toISOString()]));

export const toAdminOfferSummaryDto = (offer: OfferSummary): AdminOfferSummaryDto => ({
  id: offer.id,
  number: offer.number,
  status: offer.status,
  revision: offer.currentRevision,
  customerName: offer.customerName,
  customerEmail: offer.customerEmail,
  language: offer.language,
  total: centsToEuros(offer.total),
  validUntil: offer.validUntil,
  quoteId: offer.quoteId,
  orderId: offer.orderId,
  orderNumber: offer.orderNumber,
  dates: toDatesDto(offer.dates),
  createdAt: offer.createdAt.toISOString(),
  updatedAt: offer.updatedAt.toISOString(),
});

/** The whole offer; texts (VAT mentions) in the admin's language. */
export const toAdminOfferDto = ({ offer, status }: AdminOfferView, language: Language): AdminOfferDto => {
  const current = revisionOf(offer, offer.currentRevision);
  return {
    ...toOfferContentDto(current, language),
    id: offer.id,
    number: offer.number,
    status,
    quoteId: offer.quoteId,
    language: offer.language,
    declineReason: offer.declineReason,
    dates: toDatesDto(offerDates(latestEventDates(offer.events), status, current.validUntil, offer.order?.paidAt ?? null)),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    revisions: offer.revisions.map((revision) => ({
      ...toOfferContentDto(revision, language),
      createdAt: revision.createdAt.toISOString(),
      createdBy: revision.createdBy,
      sentAt: revision.sentAt?.toISOString() ?? null,
      remindedAt: revision.remindedAt?.toISOString() ?? null,
      pdfUrl: `/api/admin/offers/${offer.id}/revisions/${revision.revision}/pdf`,
    })),
    events: offer.events.map((event) => ({ status: event.status, revision: event.revision, at: event.at.toISOString(), by: event.by, note: event.note })),
    acceptance: offer.acceptance === null ? null : { ...offer.acceptance, acceptedAt: offer.acceptance.acceptedAt.toISOString() },
    order: offer.order === null ? null : { ...offer.order, paidAt: offer.order.paidAt?.toISOString() ?? null },
  };
};

import type { ApiJson } from '../../../shared/api-types/api-json.js';

/** One revision as stored: what it says and costs (amounts in euros, decided by the server), when it was made and sent, its PDF. */
export type OfferRevisionJson = ApiJson<'OfferRevisionDto'>;
/** What a revision says and costs, as every answer about an offer carries it (the current one at the top of an offer). */
export type OfferContentJson = Omit<OfferRevisionJson, 'createdAt' | 'createdBy' | 'sentAt' | 'remindedAt' | 'pdfUrl'>;
export type OfferLineJson = ApiJson<'OfferLineDto'>;
/** `GET /api/admin/offers/{id}`: the offer (its current revision at the top level) with every revision, its dated events, the acceptance and the order. */
export type AdminOfferJson = ApiJson<'AdminOfferDto'>;
/** One row of `GET /api/admin/offers`. */
export type OfferSummaryJson = ApiJson<'AdminOfferSummaryDto'>;
export type OfferListJson = ApiJson<'AdminOfferListDto'>;
/** The body of `POST /api/admin/offers` and `PUT /api/admin/offers/{id}`. */
export type OfferInputJson = ApiJson<'OfferInputDto'>;

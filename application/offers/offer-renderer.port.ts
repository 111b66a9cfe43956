import type { OfferDocument } from '../../domain/offers/offer-document.js';

/** Makes an offer revision's PDF (adapters/pdf). */
export interface OfferRenderer {
  pdf(document: OfferDocument): Promise<Uint8Array>;
}

import type { OfferRenderer } from '../../application/offers/offer-renderer.port.js';
import { renderOfferPdf } from './offer-pdf.js';

export const pdfkitOfferRenderer: OfferRenderer = { pdf: (document) => renderOfferPdf(document) };

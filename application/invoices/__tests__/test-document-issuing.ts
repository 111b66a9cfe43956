import type { SellerDetails } from '../../../domain/invoices/invoice-document.js';
import type { DocumentIssuing } from '../document-issuing.port.js';
import { documentIssuing } from '../issue-documents.js';

/** The real issuing for other features' use-case tests, as the composition root builds it, at a fixed clock. */
export const testDocumentIssuing = (seller: SellerDetails, now: () => Date): DocumentIssuing => documentIssuing({ seller, now });

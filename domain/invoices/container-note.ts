import { fillTemplate, type Language } from '../shared/language.js';
import type { InvoiceLine } from './invoice-document.js';
import { INVOICE_TEXTS } from './invoice-texts.js';

/** The note a line with containers carries on the PDF and in the UBL (BT-127): "Containers: MSKU 123456 5, …"; null without. */
export const containerNote = (line: InvoiceLine, language: Language): string | null =>
  line.containerNumbers === undefined || line.containerNumbers.length === 0 ? null : fillTemplate(INVOICE_TEXTS.containers[language], { numbers: line.containerNumbers.join(', ') });

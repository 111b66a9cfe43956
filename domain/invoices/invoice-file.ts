/** The formats a document is downloaded in: the PDF for people, the UBL for software. */
export const INVOICE_FORMATS = ['pdf', 'xml'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export interface InvoiceFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { InvoiceFile } from '../../domain/invoices/invoice-file.js';

/** A document as a download: its type, its file name, and never cached by anyone else. */
export const sendInvoiceFile = (file: InvoiceFile, response: Response): StreamableFile => {
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.content, { type: file.contentType, disposition: `attachment; filename="${file.filename}"`, length: file.content.byteLength });
};

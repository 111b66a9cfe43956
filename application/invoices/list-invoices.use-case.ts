import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { InvoiceArchive, InvoiceSummary } from './invoice-archive.port.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BAD_DATE = {
  nl: 'Geef een datum als JJJJ-MM-DD.',
  de: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.',
  fr: 'Indiquez une date au format AAAA-MM-JJ.',
  en: 'Give a date as YYYY-MM-DD.',
};

const isDay = (text: string): boolean => DAY.test(text) && !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime()) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The invoices and credit notes issued from `from` to `to` (days, both included and optional), by number. */
export const listInvoices =
  (deps: { readonly archive: InvoiceArchive }) =>
  async (range: { readonly from?: string | undefined; readonly to?: string | undefined }): Promise<Result<readonly InvoiceSummary[], ApplicationError>> => {
    const errors = (['from', 'to'] as const).filter((field) => range[field] !== undefined && range[field] !== '' && !isDay(range[field] ?? '')).map((field) => ({ field, message: BAD_DATE }));
    if (errors.length > 0) return err(invalidInput(errors));
    const from = range.from === undefined || range.from === '' ? null : range.from;
    const to = range.to === undefined || range.to === '' ? null : range.to;
    return ok(await deps.archive.list({ from, to }));
  };

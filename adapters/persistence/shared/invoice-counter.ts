/**
 * The one numbering statement of every invoice and credit note (order and rental documents alike):
 * the next number of a series and year from its counter row, which stays locked until the
 * transaction ends, so numbers follow each other on every instance and a rollback gives its number
 * back (docs/invoicing.md). `$series` and `$year` name the parameters; `onlyWith` is a relation of
 * the same statement (a CTE) without whose row no number is taken.
 */
export const nextInvoiceSequenceSql = (series: string, year: string, onlyWith?: string): string => `
INSERT INTO invoice_counters (series, year, last_sequence)
SELECT ${series}, ${year}, 1 ${onlyWith === undefined ? '' : `FROM ${onlyWith}`}
ON CONFLICT (series, year) DO UPDATE SET last_sequence = invoice_counters.last_sequence + 1
RETURNING last_sequence`;

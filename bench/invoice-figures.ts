import type { FigureRow } from './figures-table.js';
import { median } from './web/median-run.js';

export const INVOICE_RUNNER = 'invoice-bench';
export const INVOICE_RUNS = 3;

/** One run: invoices issued a second, and PDF + UBL pairs made a second. */
export interface InvoiceRun {
  readonly issued: number;
  readonly files: number;
}

const LINES: readonly { readonly id: string; readonly what: string; readonly read: (run: InvoiceRun) => number }[] = [
  { id: 'issue', what: 'invoices issued (number, frozen document, outbox email; one transaction each), embedded database', read: (run) => run.issued },
  { id: 'pdf-and-ubl', what: 'PDF + UBL made from the frozen document', read: (run) => run.files },
];

/** The invoice runner's rows of the current figures; no target is set for them. */
export const invoiceFigureRows = (runs: readonly InvoiceRun[]): FigureRow[] =>
  LINES.map(({ id, what, read }) => ({
    id,
    what,
    target: '',
    figure: `${median(runs.map(read)).toFixed(0)} a second (median of ${runs.length} runs: ${runs.map((run) => read(run).toFixed(0)).join(', ')})`,
    met: null,
  }));

/** The invoice runner's details section. */
export const invoiceDetails = (runs: readonly InvoiceRun[], orders: number): string =>
  [
    '## Invoices',
    '',
    `\`npm run bench:invoices\`: ${orders} paid orders on a fresh embedded database, median of ${runs.length} runs.`,
    '',
    '| what | per second (median) | runs |',
    '|---|---|---|',
    ...LINES.map(({ what, read }) => `| ${what} | ${median(runs.map(read)).toFixed(0)} | ${runs.map((run) => read(run).toFixed(0)).join(', ')} |`),
  ].join('\n');

import { count, range, ratio } from './figure-text.js';
import type { ImportTiming } from './import-bench.js';
import type { Measurement } from './measure.js';
import type { FigureRow } from './figures-table.js';

/** A measured line and the SQL statements of one request like it. */
export interface CountedLine {
  readonly measurement: Measurement;
  readonly statements: number;
}

/** What `npm run bench` measures on the embedded database, each line beside the bare line measured before its section. */
export interface ApiFigures {
  readonly catalogueBare: Measurement;
  /** List and product page at each catalogue size, smallest first. */
  readonly catalogue: readonly CountedLine[];
  readonly shoppingBare: Measurement;
  readonly transportPrice: CountedLine;
  readonly addToCart: CountedLine;
  readonly placeOrder: CountedLine;
  readonly redirectBare: Measurement;
  readonly redirects: readonly CountedLine[];
  /** The CLI start alone first, then each import. */
  readonly imports: readonly ImportTiming[];
}

/** Targets of the reads: a ratio to the bare NestJS line, a p99 and the statements of a warm request. */
const READ_RATIO = 0.8;
const READ_P99_MS = 30;
const READ_STATEMENTS = 3;
const IMPORT_SECONDS = 3;

const clean = (measurement: Measurement): boolean => measurement.errors === 0 && measurement.non2xx === 0;
const ratioTo = (bare: Measurement) => (line: CountedLine): number => line.measurement.requestsPerSecond / bare.requestsPerSecond;

const readFigure = (lines: readonly CountedLine[], bare: Measurement): string =>
  `${range(lines.map(ratioTo(bare)), ratio)} × the bare line (${range(lines.map((line) => line.measurement.requestsPerSecond), count)} req/s against ${count(bare.requestsPerSecond)}), ` +
  `p99 ${range(lines.map((line) => line.measurement.p99Ms))} ms, ${range(lines.map((line) => line.statements))} SQL statements a warm request`;

const readsMet = (lines: readonly CountedLine[], bare: Measurement): boolean =>
  lines.every((line) => ratioTo(bare)(line) >= READ_RATIO && line.measurement.p99Ms <= READ_P99_MS && line.statements <= READ_STATEMENTS && clean(line.measurement));

const writeFigure = (line: CountedLine): string =>
  `${count(line.measurement.requestsPerSecond)} req/s over 50 connections, p50 ${line.measurement.p50Ms} ms, p99 ${line.measurement.p99Ms} ms, ${line.statements} SQL statements a request`;

/** Import work: the whole CLI run less the process and database start measured alone. */
const importRow = (id: string, timing: ImportTiming, start: ImportTiming): FigureRow => {
  const work = Math.max(0, timing.seconds - start.seconds);
  return {
    id,
    what: timing.label,
    target: `≤ ${IMPORT_SECONDS} s of import work`,
    figure: `${work.toFixed(2)} s of import work (whole CLI run ${timing.seconds.toFixed(2)} s; the CLI and database start alone ${start.seconds.toFixed(2)} s); exit code ${timing.exitCode ?? 'killed'}`,
    met: work <= IMPORT_SECONDS && timing.exitCode !== null,
  };
};

const IMPORT_IDS = ['import-redirects', 'import-transport-table', 'import-transport-refused'] as const;

/** The api-bench runner's rows of the current figures. */
export const apiFigureRows = (figures: ApiFigures): FigureRow[] => {
  const catalogueRates = figures.catalogue.map((line) => line.measurement.requestsPerSecond);
  const flat = Math.min(...catalogueRates) >= READ_RATIO * Math.max(...catalogueRates);
  const [start, ...imports] = figures.imports;
  return [
    {
      id: 'catalogue-reads',
      what: 'catalogue reads: the list and a product page at 50, 500 and 5,000 products, embedded database',
      target: `≥ ${READ_RATIO} × the bare NestJS line, p99 ≤ ${READ_P99_MS} ms, ≤ ${READ_STATEMENTS} SQL statements a request, flat in catalogue size`,
      figure: readFigure(figures.catalogue, figures.catalogueBare),
      met: readsMet(figures.catalogue, figures.catalogueBare) && flat,
    },
    {
      id: 'transport-price',
      what: 'transport price (a read), embedded database',
      target: `≥ ${READ_RATIO} × the bare NestJS line, p99 ≤ ${READ_P99_MS} ms, ≤ ${READ_STATEMENTS} SQL statements a request`,
      figure: readFigure([figures.transportPrice], figures.shoppingBare),
      met: readsMet([figures.transportPrice], figures.shoppingBare),
    },
    {
      id: 'redirect-lookup',
      what: 'page requests looked up in the redirect rules: none, 10,000 active with none matching, 10,000 with a 301',
      target: `≥ ${READ_RATIO} × the bare NestJS line`,
      figure: `${range(figures.redirects.map(ratioTo(figures.redirectBare)), ratio)} × the bare line (${range(figures.redirects.map((line) => line.measurement.requestsPerSecond), count)} req/s against ${count(figures.redirectBare.requestsPerSecond)}), p99 ${range(figures.redirects.map((line) => line.measurement.p99Ms))} ms`,
      met: figures.redirects.every((line) => ratioTo(figures.redirectBare)(line) >= READ_RATIO && line.measurement.errors === 0),
    },
    { id: 'embedded-add-to-cart', what: 'add to cart on the embedded database (capacity)', target: '', figure: writeFigure(figures.addToCart), met: null },
    { id: 'embedded-place-order', what: 'place order (bank transfer) on the embedded database (capacity)', target: '', figure: writeFigure(figures.placeOrder), met: null },
    ...(start === undefined ? [] : imports.flatMap((timing, index) => { const id = IMPORT_IDS[index]; return id === undefined ? [] : [importRow(id, timing, start)]; })),
  ];
};

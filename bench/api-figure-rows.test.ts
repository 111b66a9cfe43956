import { describe, expect, it } from '@jest/globals';
import { apiFigureRows, type ApiFigures, type CountedLine } from './api-figure-rows.js';
import type { Measurement } from './measure.js';

const measurement = (requestsPerSecond: number, p99Ms: number): Measurement => ({ label: '', requestsPerSecond, p50Ms: 4, p99Ms, errors: 0, non2xx: 0, statuses: '2xx 10', serverCpuMsPerAnswer: null });
const counted = (requestsPerSecond: number, p99Ms: number, statements = 0): CountedLine => ({ measurement: measurement(requestsPerSecond, p99Ms), statements });
const bare = measurement(3000, 32);

const figures = (overrides: Partial<ApiFigures> = {}): ApiFigures => ({
  catalogueBare: bare,
  catalogue: [counted(7700, 18), counted(8700, 15), counted(8500, 16)],
  shoppingBare: bare,
  transportPrice: counted(8700, 16),
  addToCart: counted(222, 288, 10),
  placeOrder: counted(167, 386, 12),
  redirectBare: bare,
  redirects: [counted(5400, 21)],
  imports: [
    { label: 'CLI start only', seconds: 3.57, exitCode: 0 },
    { label: 'redirects import', seconds: 4.08, exitCode: 0 },
    { label: 'transport import', seconds: 7.0, exitCode: 0 },
  ],
  ...overrides,
});
const row = (rows: ReturnType<typeof apiFigureRows>, id: string) => rows.find((candidate) => candidate.id === id);

describe('apiFigureRows', () => {
  it('writes the catalogue reads as their range against the bare line', () => {
    expect(row(apiFigureRows(figures()), 'catalogue-reads')).toMatchObject({
      figure: '2.57–2.90 × the bare line (7,700–8,700 req/s against 3,000), p99 15–18 ms, 0 SQL statements a warm request',
      met: true,
    });
  });

  it('misses the read target past the p99, the statements, or when the largest catalogue is not flat', () => {
    expect(row(apiFigureRows(figures({ catalogue: [counted(7700, 31)] })), 'catalogue-reads')?.met).toBe(false);
    expect(row(apiFigureRows(figures({ catalogue: [counted(7700, 18, 4)] })), 'catalogue-reads')?.met).toBe(false);
    expect(row(apiFigureRows(figures({ catalogue: [counted(8700, 15), counted(6000, 15)] })), 'catalogue-reads')?.met).toBe(false);
  });

  it('takes the CLI start away from each import and keeps the writes without a target', () => {
    const rows = apiFigureRows(figures());
    expect(row(rows, 'import-redirects')).toMatchObject({ figure: expect.stringMatching(/^0\.51 s of import work/), met: true });
    expect(row(rows, 'import-transport-table')).toMatchObject({ figure: expect.stringMatching(/^3\.43 s of import work/), met: false });
    expect(row(rows, 'embedded-place-order')).toMatchObject({ target: '', met: null });
  });
});

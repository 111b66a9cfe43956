import { medianMeasurement } from './median-measurement.js';
import type { Measurement } from './measure.js';

const run = (requestsPerSecond: number, p50Ms: number, p99Ms: number, errors = 0): Measurement => ({
  label: 'POST /api/orders (sent at 300/s)',
  requestsPerSecond,
  p50Ms,
  p99Ms,
  errors,
  non2xx: errors,
  statuses: `2xx ${3000 - errors}`,
  serverCpuMsPerAnswer: null,
});

describe('medianMeasurement', () => {
  it('takes each figure’s median on its own and names every run’s p99', () => {
    const line = medianMeasurement([run(300, 10, 205), run(299, 4, 35), run(300, 18, 106, 2)]);
    expect(line).toEqual({
      label: 'POST /api/orders (sent at 300/s), median of 3 runs, p99 of each: 205 / 35 / 106 ms',
      requestsPerSecond: 300,
      p50Ms: 10,
      p99Ms: 106,
      errors: 2,
      non2xx: 2,
      statuses: '2xx 3000 / 2xx 3000 / 2xx 2998',
      serverCpuMsPerAnswer: null,
    });
  });

  it("takes the median of the server's CPU per answer when every run has it, none when one lacks it", () => {
    const measured = (cpu: number | null): Measurement => ({ ...run(300, 10, 50), serverCpuMsPerAnswer: cpu });
    expect(medianMeasurement([measured(0.3), measured(0.2), measured(0.25)]).serverCpuMsPerAnswer).toBe(0.25);
    expect(medianMeasurement([measured(0.3), measured(null), measured(0.25)]).serverCpuMsPerAnswer).toBeNull();
  });

  it('refuses to make a line of no run', () => {
    expect(() => medianMeasurement([])).toThrow('no runs');
  });
});

/** One asserted line of a drill's result table. */
export interface CheckResult {
  readonly check: string;
  readonly expected: string;
  readonly observed: string;
  readonly passed: boolean;
}

export interface DrillResult {
  readonly name: string;
  readonly seconds: number;
  readonly checks: readonly CheckResult[];
  /** Figures worth keeping beside the checks (requests sent, failures seen, …). */
  readonly notes: readonly string[];
}

/** Collects a drill's checks; a failed one is kept (not thrown) so the table shows every line. */
export class Checks {
  readonly results: CheckResult[] = [];
  readonly notes: string[] = [];

  that(check: string, expected: string, observed: string | number, passed: boolean): void {
    this.results.push({ check, expected, observed: String(observed), passed });
  }

  equal(check: string, expected: number | string, observed: number | string): void {
    this.that(check, String(expected), String(observed), expected === observed);
  }

  atMost(check: string, limit: number, observed: number, unit = ''): void {
    this.that(check, `≤ ${limit}${unit}`, `${observed}${unit}`, observed <= limit);
  }

  atLeast(check: string, limit: number, observed: number, unit = ''): void {
    this.that(check, `≥ ${limit}${unit}`, `${observed}${unit}`, observed >= limit);
  }

  note(text: string): void {
    this.notes.push(text);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `timeoutMs` passes; answers whether it came true. */
export const waitFor = async (probe: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return true;
    } catch {
      // not yet
    }
    await sleep(everyMs);
  }
  return false;
};

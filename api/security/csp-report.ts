/** The two shapes browsers send: report-uri's `application/csp-report` and the Reporting API's `application/reports+json`. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
export const CSP_REPORT_BODY_LIMIT = '16kb';
/** Reports a minute from one address: a page with a real problem sends a few, a flood is cut off. */
export const CSP_REPORT_RATE_LIMIT = 30;

/** One violation as the shop logs it: which rule, what was blocked, on which page (no query strings: they may hold tokens). */
export interface CspViolation {
  readonly directive: string | null;
  readonly blocked: string | null;
  readonly page: string | null;
  readonly source: string | null;
  readonly line: number | null;
  readonly sample: string | null;
}

const MAX_TEXT = 300;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, MAX_TEXT) : null);

/** A URL without its query and fragment (order tokens, session ids), or the keyword a browser sends ('inline', 'eval'). */
const withoutQuery = (value: unknown): string | null => {
  const given = text(value);
  return given === null ? null : given.replace(/[?#].*$/, '');
};

const violation = (fields: Record<string, unknown>, names: { directive: string[]; blocked: string; page: string; source: string; line: string; sample: string }): CspViolation => ({
  directive: names.directive.map((name) => text(fields[name])).find((value) => value !== null) ?? null,
  blocked: withoutQuery(fields[names.blocked]),
  page: withoutQuery(fields[names.page]),
  source: withoutQuery(fields[names.source]),
  line: typeof fields[names.line] === 'number' ? (fields[names.line] as number) : null,
  sample: text(fields[names.sample]),
});

/** The violations in a report body of either shape; nothing for anything else. */
export const cspViolationsOf = (body: unknown): readonly CspViolation[] => {
  if (isRecord(body) && isRecord(body['csp-report'])) {
    return [
      violation(body['csp-report'], {
        directive: ['effective-directive', 'violated-directive'],
        blocked: 'blocked-uri',
        page: 'document-uri',
        source: 'source-file',
        line: 'line-number',
        sample: 'script-sample',
      }),
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((report): report is Record<string, unknown> => isRecord(report) && report['type'] === 'csp-violation' && isRecord(report['body']))
    .slice(0, 20)
    .map((report) =>
      violation(report['body'] as Record<string, unknown>, {
        directive: ['effectiveDirective', 'violatedDirective'],
        blocked: 'blockedURL',
        page: 'documentURL',
        source: 'sourceFile',
        line: 'lineNumber',
        sample: 'sample',
      }),
    );
};

import { ossReport, parseQuarter, quarterDays, type OssLine, type OssReportRow, type Quarter } from '../../domain/vat/oss-report.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';

/** Reads the lines declared under the OSS of the orders paid on Belgian calendar days [from, until). */
export interface OssLineSource {
  ossLines(days: { readonly from: string; readonly until: string }): Promise<readonly OssLine[]>;
}

export interface OssReport {
  readonly quarter: Quarter;
  readonly from: string;
  readonly until: string;
  readonly rows: readonly OssReportRow[];
}

/** `vat oss-report --quarter 2026-Q4`: the quarter's OSS return from the paid orders. */
export const buildOssReport =
  (deps: { readonly source: OssLineSource }) =>
  async (quarterText: string): Promise<Result<OssReport, ApplicationError>> => {
    const quarter = parseQuarter(quarterText);
    if (!quarter.ok) {
      const message = { nl: quarter.error, de: quarter.error, fr: quarter.error, en: quarter.error };
      return err(invalidInput([{ field: 'quarter', message }]));
    }
    const days = quarterDays(quarter.value);
    const rows = ossReport(await deps.source.ossLines(days));
    return ok({ quarter: quarter.value, ...days, rows });
  };

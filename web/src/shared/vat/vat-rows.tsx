import type { Language } from '../../../../domain/shared/language.js';
import { vatRateLabel } from '../../../../domain/vat/vat-texts.js';
import { formatMoney } from '../money/format-money.js';
import type { VatBreakdownRowJson } from './vat-json.js';

/**
 * One row per VAT rate of a summary's definition list ("MwSt. 19%"), as the server
 * decided them; the rows of a zero-rated category read "VAT 0%".
 */
export const VatRows = ({ breakdown, lang }: { readonly breakdown: readonly VatBreakdownRowJson[]; readonly lang: Language }) => (
  <>
    {breakdown.map((row) => (
      <div key={`${row.category}-${row.ratePercent}`} className="flex justify-between gap-4" data-testid="vat-row">
        <dt className="text-slate-600">{vatRateLabel(row.ratePercent, lang)}</dt>
        <dd className="font-medium text-slate-900">{formatMoney(row.vat, lang)}</dd>
      </div>
    ))}
  </>
);

/** The exemption or reverse-charge mention under a summary, when the server gave one. */
export const VatMention = ({ mention }: { readonly mention: string | null }) =>
  mention === null ? null : (
    <p className="whitespace-pre-line rounded-md border border-emerald-200 bg-emerald-50 p-2 text-xs font-medium text-emerald-900" data-testid="vat-mention">
      {mention}
    </p>
  );

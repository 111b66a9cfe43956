import type { Language } from '../../../../../domain/shared/language.js';
import { centsToEuros } from '../../../../../domain/shared/money.js';
import { vatRateLabel } from '../../../../../domain/vat/vat-texts.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { LiveTotals } from '../form/offer-live-totals.js';

/** The server's figures of the last save, in euros. */
export interface SavedTotals {
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
}

const Row = ({ label, cents, lang, testId, strong = false }: { readonly label: string; readonly cents: number; readonly lang: Language; readonly testId?: string; readonly strong?: boolean }) => (
  <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : ''}`}>
    <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
    <dd data-testid={testId}>{formatMoney(centsToEuros(cents), lang)}</dd>
  </div>
);

/**
 * The offer's totals as typed, by the domain's pricing (the server's function): lines, the offer's
 * discount, transport, VAT per rate with its legal mention, total. An estimate until saved (the
 * server asks VIES and decides); the last save's figures are shown beside it when they differ.
 */
export const LiveTotalsPanel = ({ totals, saved, dirty, lang }: { readonly totals: LiveTotals; readonly saved: SavedTotals | null; readonly dirty: boolean; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { priced } = totals;
  const mentions = priced.summary.groups.flatMap((group) => (group.mention === null ? [] : [group.mention[lang]]));
  return (
    <aside aria-labelledby="offer-totals-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-live="polite">
      <h2 id="offer-totals-title" className="text-lg font-semibold text-slate-900">
        {t('adminOffers.totals.title')}
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        {priced.offerDiscount > 0 ? <Row label={t('adminOffers.totals.offerDiscount')} cents={-priced.offerDiscount} lang={lang} testId="offer-total-discount" /> : null}
        {priced.transport === null ? null : <Row label={t('adminOffers.totals.transport')} cents={priced.transport.net} lang={lang} testId="offer-total-transport" />}
        <Row label={t('adminOffers.totals.subtotal')} cents={priced.subtotal} lang={lang} testId="offer-total-subtotal" />
        {priced.summary.groups.map((group) => (
          <Row key={`${group.category}-${group.ratePercent}`} label={vatRateLabel(group.ratePercent, lang)} cents={group.vat} lang={lang} testId="offer-total-vat-row" />
        ))}
        <Row label={t('adminOffers.totals.total')} cents={priced.total} lang={lang} testId="offer-total" strong />
      </dl>
      {mentions.map((mention) => (
        <p key={mention} className="mt-2 rounded-md bg-emerald-50 p-2 text-xs text-emerald-900">
          {mention}
        </p>
      ))}
      {totals.complete ? null : <p className="mt-3 text-sm text-amber-800">{t('adminOffers.totals.incomplete')}</p>}
      <p className="mt-3 text-xs text-slate-500">{t('adminOffers.totals.estimate')}</p>
      {saved === null ? null : (
        <div className="mt-4 border-t border-slate-200 pt-3 text-sm" data-testid="offer-saved-totals">
          <p className="font-medium text-slate-800">{t(dirty ? 'adminOffers.totals.savedBefore' : 'adminOffers.totals.saved')}</p>
          <p className="text-slate-700">
            {t('adminOffers.totals.savedFigures', { subtotal: formatMoney(saved.subtotal, lang), vat: formatMoney(saved.vat, lang), total: formatMoney(saved.total, lang) })}
          </p>
        </div>
      )}
    </aside>
  );
};

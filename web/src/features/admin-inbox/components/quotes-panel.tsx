import type { TFunction } from '../../../shared/translation/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { InboxNavigation } from '../hooks/use-inbox-params.js';
import { useQuote, useQuotes } from '../hooks/use-inbox-queries.js';
import type { AdminQuoteSummaryJson } from '../remote/inbox-json.js';
import { DetailList } from './detail-list.js';
import { formatDateTime } from './format-date.js';
import type { InboxColumn } from './inbox-table.js';
import { ListWithDetail } from './list-with-detail.js';
import { QuoteOffers } from './quote-offers.js';

/** The stored request types are English words; admins read them in their language. */
const REQUEST_TYPE_KEYS: Readonly<Record<string, string>> = { Lease: 'lease', 'Special Modification': 'specialModification', 'Bulk Order': 'bulkOrder' };
const requestTypeLabel = (t: TFunction, type: string): string => {
  const key = REQUEST_TYPE_KEYS[type];
  return key === undefined ? type : t(`adminInbox.requestType.${key}`);
};

/** The Quotes tab: quote requests, newest first, and the open request. */
export const QuotesPanel = ({ lang, navigation }: { readonly lang: Language; readonly navigation: InboxNavigation }) => {
  const { t } = useTranslation();
  const { params } = navigation;
  const quotes = useQuotes({ page: params.page }, lang);
  const quote = useQuote(params.id, lang);
  const columns: readonly InboxColumn<AdminQuoteSummaryJson>[] = [
    { header: t('adminInbox.quotes.customer'), cell: (item) => item.customerName },
    { header: t('adminInbox.quotes.received'), cell: (item) => formatDateTime(item.createdAt, lang) },
    { header: t('adminInbox.quotes.product'), cell: (item) => item.productTitle ?? '—' },
    { header: t('adminInbox.quotes.request'), cell: (item) => `${requestTypeLabel(t, item.requestType)} · ${t(`adminInbox.purchaseOption.${item.purchaseOption}`)} × ${item.quantityRequested}` },
  ];
  return (
    <ListWithDetail
      caption={t('adminInbox.tabs.quotes')}
      list={quotes}
      columns={columns}
      empty={t('adminInbox.quotes.empty')}
      openLabel={(item) => t('adminInbox.quotes.open', { name: item.customerName })}
      detail={quote}
      detailTitle={t('adminInbox.quotes.detailTitle')}
      navigation={navigation}
    >
      {(detail) => (
        <>
          <DetailList
            rows={[
              [t('adminInbox.quotes.customer'), detail.customerName],
              [t('adminInbox.quotes.company'), detail.companyName],
              [t('adminInbox.quotes.email'), <a href={`mailto:${detail.email}`} className="text-blue-800 underline">{detail.email}</a>],
              [t('adminInbox.quotes.phone'), detail.phone],
              [t('adminInbox.quotes.received'), formatDateTime(detail.createdAt, lang)],
              [t('adminInbox.quotes.language'), detail.language.toUpperCase()],
              [t('adminInbox.quotes.product'), detail.productTitle],
              [t('adminInbox.quotes.requestType'), requestTypeLabel(t, detail.requestType)],
              [t('adminInbox.quotes.purchaseOption'), t(`adminInbox.purchaseOption.${detail.purchaseOption}`)],
              [t('adminInbox.quotes.quantity'), String(detail.quantityRequested)],
              [t('adminInbox.quotes.colour'), `${t(`product.colour.${detail.colorType}`)}${detail.ralColor === null ? '' : ` RAL ${detail.ralColor}`}`],
              [t('adminInbox.quotes.transport'), detail.transportType === null ? null : t(`adminInbox.quoteTransport.${detail.transportType}`)],
              [t('adminInbox.quotes.transportPrice'), detail.transportPrice === null ? null : formatMoney(detail.transportPrice, lang)],
              [t('adminInbox.quotes.deliveryAddress'), detail.deliveryAddress],
              [t('adminInbox.quotes.deliveryDate'), detail.preferredDeliveryDate],
              [t('adminInbox.quotes.requirements'), detail.specialRequirements === null ? null : <span className="whitespace-pre-line">{detail.specialRequirements}</span>],
            ]}
          />
          <QuoteOffers quoteId={detail.id} lang={lang} />
        </>
      )}
    </ListWithDetail>
  );
};

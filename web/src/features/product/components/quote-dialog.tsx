import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { QuoteRequest } from '../../../../../domain/forms/quote-form.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import { effectiveColorType, type PurchaseSelection } from '../../../../../domain/purchase/purchase-selection.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { TRANSPORT_COUNTRY_NAMES } from '../../../../../domain/transport/transport-country.js';
import { COMPANY } from '../../../shared/company.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { submitQuote } from '../remote/submit-quote.js';
import { QuoteForm } from './quote-form.js';
import { formatVatNumber } from '../../../../../domain/vat/vat-number.js';
import type { VatCustomerForm } from '../../../../../domain/vat/vat-customer-form.js';
import type { TransportQuote, TransportSelection } from './transport-calculator.js';

interface QuoteDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly lang: Language;
  readonly productId: string;
  readonly productTitle: string;
  readonly selection: PurchaseSelection;
  readonly transport: TransportSelection;
  readonly transportQuote: TransportQuote;
}

/**
 * The quote dialog: phone and email links, the selection and the form. States: closed, open,
 * submitting. A native modal <dialog>: the page behind is inert (focus stays inside) and
 * Escape closes it.
 */
export const QuoteDialog = ({ open, onClose, lang, productId, productTitle, selection, transport, transportQuote }: QuoteDialogProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const colorType = effectiveColorType(selection.condition, selection.colorType);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  const mutation = useMutation({
    mutationFn: ({ request, customer }: { readonly request: QuoteRequest; readonly customer: VatCustomerForm }) => {
      const transportChoice =
        transport.option === null
          ? undefined
          : transport.option === 'self_pickup'
            ? { option: transport.option }
            : { option: transport.option, country: transport.country, ...(transportQuote.postcode === null ? {} : { postcode: transportQuote.postcode }) };
      return submitQuote({
        productId,
        customerName: request.customerName,
        email: request.email,
        quantityRequested: request.quantityRequested,
        ralColor: request.ralColor,
        ...(request.phone === null ? {} : { phone: request.phone }),
        ...(request.companyName === null ? {} : { companyName: request.companyName }),
        ...(request.deliveryAddress === null ? {} : { deliveryAddress: request.deliveryAddress }),
        ...(request.preferredDeliveryDate === null ? {} : { preferredDeliveryDate: request.preferredDeliveryDate }),
        ...(request.specialRequirements === null ? {} : { specialRequirements: request.specialRequirements }),
        condition: selection.condition ?? 'new',
        colorType,
        ...(transportChoice === undefined || (transportChoice.option !== 'self_pickup' && transportQuote.postcode === null) ? {} : { transport: transportChoice }),
        lang,
        customer:
          customer.kind === 'consumer'
            ? { kind: 'consumer' }
            : { kind: 'business', companyName: customer.companyName ?? '', vatNumber: customer.vatNumber === null ? '' : formatVatNumber(customer.vatNumber) },
      });
    },
    onSuccess: () => {
      toast({ title: t('product.quote.successTitle'), description: t('product.quote.successText') });
      onClose();
    },
    onError: () => {
      toast({ title: t('product.quote.failureTitle'), description: t('product.quote.failureText'), variant: 'error', duration: ERROR_TOAST_DURATION });
    },
  });

  const summary: readonly (readonly [string, string])[] = [
    [t('product.summary.product'), productTitle],
    [t('product.summary.condition'), selection.condition === null ? '—' : CONDITION_LABELS[selection.condition][lang]],
    [t('product.colour.legend'), colorType === 'wish_color' ? `${t('product.colour.wish_color')}${selection.ralColor.trim() === '' ? '' : ` (${selection.ralColor.trim()})`}` : t('product.colour.from_stack')],
    [t('product.summary.quantity'), String(transport.quantity)],
    [
      t('product.delivery.legend'),
      transport.option === null
        ? '—'
        : `${t(`product.delivery.${transport.option}.label`)}${transport.option !== 'self_pickup' && transportQuote.postcode !== null ? ` · ${transportQuote.postcode}, ${TRANSPORT_COUNTRY_NAMES[transport.country][lang]}` : ''}`,
    ],
    [t('product.summary.transport'), transportQuote.price === null ? '—' : formatEuro(transportQuote.price, lang)],
  ];

  return (
    <dialog
      ref={dialog}
      aria-labelledby="quote-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!mutation.isPending) onClose();
      }}
      className="m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-lg p-0 backdrop:bg-black/50"
    >
      {open ? (
        <div className="space-y-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="quote-dialog-title" className="text-xl font-bold text-slate-900">
              {t('product.quote.title')}
            </h2>
            <button type="button" onClick={onClose} aria-label={t('product.quote.close')} className="rounded p-1 text-2xl leading-none text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600">
              ×
            </button>
          </div>
          <p className="text-sm text-slate-600">{t('product.quote.intro')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={COMPANY.phoneHref} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-blue-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600">
              {t('product.quote.call', { phone: COMPANY.phone })}
            </a>
            <a href={`mailto:${COMPANY.email}`} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-blue-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600">
              {t('product.quote.mail', { email: COMPANY.email })}
            </a>
          </div>
          <dl className="rounded-md bg-slate-50 p-3 text-sm">
            {summary.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-0.5">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <QuoteForm
            lang={lang}
            colorType={colorType}
            initialQuantity={transport.quantity}
            initialRal={selection.ralColor}
            submitting={mutation.isPending}
            country={transport.country}
            onSubmit={async (request, customer) => {
              await mutation.mutateAsync({ request, customer });
            }}
            onCancel={onClose}
          />
        </div>
      ) : null}
    </dialog>
  );
};

import { useCallback, useEffect, useId, useRef } from 'react';
import { isShownChoice } from '../../../shared/form/shown-form-values.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { clampQuantity } from '../../../../../domain/pricing/quantity.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { DELIVERY_OPTIONS, type DeliveryOption, type DeliveryOptions as Offered } from '../../../../../domain/catalogue/product.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { Cents } from '../../../../../domain/shared/money.js';
import { isTransportCountry, TRANSPORT_COUNTRIES, TRANSPORT_COUNTRY_NAMES, type TransportCountry } from '../../../../../domain/transport/transport-country.js';
import {
  TRANSPORT_NOT_AVAILABLE_MESSAGE,
  TRANSPORT_PRICE_ERROR_TITLE,
  TRANSPORT_PRICE_MISSING_MESSAGE,
} from '../../../../../domain/transport/transport-messages.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTransportPrice } from '../hooks/use-transport-price.js';
import { DeliveryOptions } from './delivery-options.js';
import { QuantitySelector } from './quantity-selector.js';

export interface TransportSelection {
  readonly option: DeliveryOption | null;
  readonly country: TransportCountry;
  readonly postcode: string;
  readonly quantity: number;
}

export interface TransportQuote {
  readonly price: Cents | null;
  /** The normalised postcode when valid (sent with the cart item). */
  readonly postcode: string | null;
}

interface TransportCalculatorProps {
  readonly lang: Language;
  readonly size: string;
  readonly offered: Offered;
  readonly value: TransportSelection;
  readonly onChange: (value: TransportSelection) => void;
  readonly onQuote: (quote: TransportQuote) => void;
}

/**
 * Delivery option, country (defaulting from the language), postcode checked with the domain
 * rule (red message under the field, no price asked while invalid), quantity, and the
 * server's transport price.
 */
export const TransportCalculator = ({ lang, size, offered, value, onChange, onQuote }: TransportCalculatorProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const countryId = useId();
  const postcodeId = useId();
  const errorId = useId();

  const onFailure = useCallback(
    (error: unknown) => {
      const missing = error instanceof ApiError && error.status === 404;
      toast({
        title: TRANSPORT_PRICE_ERROR_TITLE[lang],
        description: missing ? TRANSPORT_PRICE_MISSING_MESSAGE[lang] : error instanceof ApiError && error.status < 500 ? error.message : TRANSPORT_NOT_AVAILABLE_MESSAGE[lang],
        variant: 'error',
        duration: ERROR_TOAST_DURATION,
      });
    },
    [lang, toast],
  );
  const state = useTransportPrice({ ...value, size, lang }, onFailure);

  // An option ticked or a quantity typed before the page was hydrated counts as chosen (else the option
  // shows ticked but unchosen, and tapping it again does nothing).
  const sectionRef = useRef<HTMLElement>(null);
  useInputBeforeHydration(sectionRef, (shown) => {
    const option = shown.get('delivery-option');
    const typedQuantity = shown.get('quantity');
    const next: TransportSelection = {
      ...value,
      ...(isShownChoice(DELIVERY_OPTIONS, option) && offered[option] ? { option } : {}),
      ...(typeof typedQuantity === 'string' && typedQuantity !== '' ? { quantity: clampQuantity(Number(typedQuantity)) } : {}),
    };
    if (next.option !== value.option || next.quantity !== value.quantity) onChange(next);
  });

  useEffect(() => {
    onQuote({ price: state.price, postcode: state.validPostcode });
  }, [state.price, state.validPostcode, onQuote]);

  const needsAddress = value.option === 'truck' || value.option === 'truck_with_crane';
  return (
    <section ref={sectionRef} aria-labelledby="transport-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="transport-title" className="text-lg font-semibold text-slate-900">
        {t('product.transport.title')}
      </h2>
      <DeliveryOptions offered={offered} value={value.option} onChange={(option) => onChange({ ...value, option })} />
      {needsAddress ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={countryId} className="block text-sm font-medium text-slate-700">
              {t('product.transport.country')}
            </label>
            <select
              id={countryId}
              value={value.country}
              // Changing country clears the postcode (and so its error).
              onChange={(event) => {
                if (isTransportCountry(event.target.value)) onChange({ ...value, country: event.target.value, postcode: '' });
              }}
              className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {TRANSPORT_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {TRANSPORT_COUNTRY_NAMES[country][lang]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={postcodeId} className="block text-sm font-medium text-slate-700">
              {t('product.transport.postcode')}
            </label>
            <input
              id={postcodeId}
              type="text"
              autoComplete="postal-code"
              value={value.postcode}
              onChange={(event) => onChange({ ...value, postcode: event.target.value })}
              aria-invalid={state.postcodeError !== null}
              aria-describedby={state.postcodeError === null ? undefined : errorId}
              maxLength={10}
              className={`mt-1 w-full rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 ${
                state.postcodeError === null ? 'border-slate-300' : 'border-red-600'
              }`}
            />
            {state.postcodeError !== null ? (
              <p id={errorId} className="mt-1 text-sm text-red-600">
                {state.postcodeError[lang]}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <QuantitySelector value={value.quantity} onChange={(quantity) => onChange({ ...value, quantity })} />
      <p className="flex items-baseline justify-between text-sm" aria-live="polite">
        <span className="text-slate-600">{t('product.transport.price')}</span>
        <span className="font-semibold text-slate-900" data-testid="transport-price">
          {state.loading ? t('product.transport.calculating') : state.price === null ? t('product.transport.pending') : formatEuro(state.price, lang)}
        </span>
      </p>
    </section>
  );
};

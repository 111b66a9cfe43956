import { lazy, Suspense, useCallback, useState } from 'react';
import type { ShownProductDetail } from '../remote/product-detail.js';
import type { Condition } from '../../../../../domain/catalogue/product.js';
import { galleryImages, offeredConditions, startingCondition } from '../../../../../domain/catalogue/product-gallery.js';
import { canOrder } from '../../../../../domain/purchase/order-button.js';
import {
  effectiveColorType,
  enterRalColor,
  initialPurchaseSelection,
  selectColorType,
  selectCondition,
  type PurchaseSelection,
} from '../../../../../domain/purchase/purchase-selection.js';
import { isQuoteRequired } from '../../../../../domain/purchase/quote-required.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { defaultTransportCountry, TRANSPORT_COUNTRY_NAMES } from '../../../../../domain/transport/transport-country.js';
import { pricesForDisplay } from '../../../../../domain/vat/display-prices.js';
import { standardVatRate } from '../../../../../domain/vat/vat-rates.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import { usePriceDisplay } from '../../../shared/vat/price-display.js';
import { PriceDisplaySwitch } from '../../../shared/vat/price-display-switch.js';
import { useRelatedProducts } from '../remote/use-related-products.js';
import { isConditionAvailable } from '../stock/condition-availability.js';
import { useAddToCart } from '../hooks/use-add-to-cart.js';
import { ColourSelector } from './colour-selector.js';
import { ConditionTabs } from './condition-tabs.js';
import { OrderActions } from './order-actions.js';
import { PriceSummary } from './price-summary.js';
import { PriceTypeCards } from './price-type-cards.js';
import { ProductDescription } from './product-description.js';
import { ProductGallery } from './product-gallery.js';
import { ProductHeader } from './product-header.js';
import { ProductSpecifications } from './product-specifications.js';
import { RelatedProducts } from './related-products.js';
import { TransportCalculator, type TransportQuote, type TransportSelection } from './transport-calculator.js';
import { HydrateWhenVisible } from '../../../shared/hydration/hydrate-when-visible.js';

const QuoteDialog = lazy(async () => ({ default: (await import('./quote-dialog.js')).QuoteDialog }));

/** The loaded product with the visitor's selection: condition, colour, transport, quantity. */
export const ProductView = ({ product, lang }: { readonly product: ShownProductDetail; readonly lang: Language }) => {
  const offered = offeredConditions(product);
  // The quote dialog and its form load when first asked for (few visitors do): not part of the page's first work.
  const [quoteAsked, setQuoteAsked] = useState(false);
  const [selection, setSelection] = useState<PurchaseSelection>(() => initialPurchaseSelection(startingCondition(product)));
  const [transport, setTransport] = useState<TransportSelection>(() => ({
    option: null,
    country: defaultTransportCountry(lang),
    postcode: '',
    quantity: 1,
  }));
  const [quote, setQuote] = useState<TransportQuote>({ price: null, postcode: null });
  const [quoteOpen, setQuoteOpen] = useState(false);
  const onQuote = useCallback((next: TransportQuote) => setQuote(next), []);
  const related = useRelatedProducts(product, lang);
  const addToCart = useAddToCart(lang, product.title);

  // Shown incl. the VAT of where the container goes once a truck is chosen, Belgium's before (the depot).
  const display = usePriceDisplay();
  const vatCountry = transport.option === 'truck' || transport.option === 'truck_with_crane' ? transport.country : 'BE';
  const vat = { display, ratePercent: standardVatRate(vatCountry, belgianDay(new Date())), countryName: TRANSPORT_COUNTRY_NAMES[vatCountry][lang] };
  const shownPrices = pricesForDisplay(product, display, vat.ratePercent);
  const colorType = effectiveColorType(selection.condition, selection.colorType);
  const quoteRequired = isQuoteRequired({ product, condition: selection.condition, colorType, pageQuoteRequired: false });
  const available = isConditionAvailable(product, selection.condition);
  const orderPossible = canOrder({
    isAvailable: available,
    transportChoice: transport.option,
    transportPrice: quote.price,
    selectedCondition: selection.condition,
    quoteRequired,
  });

  const order = () => {
    if (!orderPossible || selection.condition === null || transport.option === null) return;
    const address = transport.option === 'self_pickup' || quote.postcode === null ? {} : { country: transport.country, postcode: quote.postcode };
    addToCart.mutate({
      productId: product.id,
      condition: selection.condition,
      quantity: transport.quantity,
      colorType,
      ...(colorType === 'wish_color' ? { ralColor: selection.ralColor.trim() } : {}),
      transport: { option: transport.option, ...address },
    });
  };
  const chooseCondition = (condition: Condition) => setSelection((current) => selectCondition(current, condition));

  return (
    <div className="space-y-12">
      {/* Phones read header, gallery, choices, specifications; wide screens show two columns. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:gap-8">
        <div className="contents lg:block lg:space-y-6">
          <div className="order-2 lg:order-none">
            <ProductGallery title={product.title} images={galleryImages(product, selection.condition)} />
          </div>
          <div className="order-4 lg:order-none">
            <ProductSpecifications product={product} lang={lang} />
          </div>
        </div>
        <div className="contents lg:block lg:space-y-6">
          <div className="order-1 lg:order-none">
            <ProductHeader product={product} lang={lang} />
          </div>
          <div className="order-3 space-y-6 lg:order-none">
            <PriceDisplaySwitch />
            <PriceTypeCards product={shownPrices} lang={lang} selected={selection.condition} onSelect={chooseCondition} />
            <ConditionTabs conditions={offered} selected={selection.condition} info={product.conditionInfo} lang={lang} onSelect={chooseCondition} />
            <ColourSelector
              condition={selection.condition}
              colorType={colorType}
              ralColor={selection.ralColor}
              onColorType={(next) => setSelection((current) => selectColorType(current, next))}
              onRalColor={(ral) => setSelection((current) => enterRalColor(current, ral))}
            />
            <TransportCalculator lang={lang} size={product.size} offered={product.deliveryOptions} value={transport} onChange={setTransport} onQuote={onQuote} />
            <PriceSummary
              product={shownPrices}
              vat={vat}
              lang={lang}
              condition={selection.condition}
              colorType={colorType}
              quantity={transport.quantity}
              transportPrice={quote.price}
            >
              <OrderActions
                lang={lang}
                isAvailable={available}
                orderPossible={orderPossible}
                adding={addToCart.isPending}
                onOrder={order}
                onQuote={() => {
                  setQuoteAsked(true);
                  setQuoteOpen(true);
                }}
              />
            </PriceSummary>
          </div>
        </div>
      </div>
      <ProductDescription product={product} lang={lang} />
      <HydrateWhenVisible>
        <RelatedProducts products={related} lang={lang} />
      </HydrateWhenVisible>
      {quoteAsked ? (
        <Suspense fallback={null}>
          <QuoteDialog
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            lang={lang}
            productId={product.id}
            productTitle={product.title}
            selection={selection}
            transport={transport}
            transportQuote={quote}
          />
        </Suspense>
      ) : null}
    </div>
  );
};

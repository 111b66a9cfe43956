import type { ColorType, Condition, ProductPrices } from '../catalogue/product.js';
import { askOfferFor, storedConditionPrice } from '../pricing/condition-price.js';
import { rentPerMonth } from '../pricing/rent.js';
import type { LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { isWishColourOnSale } from './quote-required.js';

export type CartPriceError =
  | {
      readonly kind: 'quote-required';
      readonly reason: 'price-on-request' | 'wish-colour';
      readonly condition: Condition;
      readonly message: LocalizedText;
    }
  | { readonly kind: 'no-price'; readonly condition: Condition; readonly message: LocalizedText };

const PRICE_ON_REQUEST_MESSAGE: LocalizedText = {
  nl: 'De prijs van deze optie is op aanvraag, daarom kan ze niet rechtstreeks besteld worden. Vraag een offerte aan.',
  de: 'Der Preis dieser Option ist auf Anfrage, daher kann sie nicht direkt bestellt werden. Bitte fordern Sie ein Angebot an.',
  fr: 'Le prix de cette option est sur demande, elle ne peut donc pas être commandée directement. Veuillez demander un devis.',
  en: 'The price of this option is on request, so it cannot be ordered directly. Please request a quote.',
};

const WISH_COLOUR_MESSAGE: LocalizedText = {
  nl: 'Een RAL-kleur naar wens wordt op aanvraag geprijsd en kan daarom niet rechtstreeks besteld worden. Vraag een offerte aan.',
  de: 'Eine RAL-Wunschfarbe wird auf Anfrage kalkuliert und kann daher nicht direkt bestellt werden. Bitte fordern Sie ein Angebot an.',
  fr: 'Une couleur RAL au choix est tarifée sur demande et ne peut donc pas être commandée directement. Veuillez demander un devis.',
  en: 'A custom RAL colour is priced on request, so it cannot be ordered directly. Please request a quote.',
};

const NO_PRICE_MESSAGE: LocalizedText = {
  nl: 'Deze optie heeft geen prijs en kan daarom niet rechtstreeks besteld worden. Vraag een offerte aan.',
  de: 'Für diese Option gibt es keinen Preis, daher kann sie nicht direkt bestellt werden. Bitte fordern Sie ein Angebot an.',
  fr: "Cette option n'a pas de prix et ne peut donc pas être commandée directement. Veuillez demander un devis.",
  en: 'This option has no price, so it cannot be ordered directly. Please request a quote.',
};

/**
 * The unit price of a cart line, decided from the product's stored prices (never from
 * the client): the condition's price, or for rent the daily price times 30. Refused when
 * the condition asks for an offer, when a wish colour is chosen on a sale condition, or
 * when there is no price above 0. Rent ignores the colour (it is always from stock).
 */
export const unitPriceForCart = (
  product: ProductPrices,
  condition: Condition,
  colorType: ColorType,
): Result<Cents, CartPriceError> => {
  if (askOfferFor(product, condition)) {
    return err({ kind: 'quote-required', reason: 'price-on-request', condition, message: PRICE_ON_REQUEST_MESSAGE });
  }
  if (isWishColourOnSale(condition, colorType)) {
    return err({ kind: 'quote-required', reason: 'wish-colour', condition, message: WISH_COLOUR_MESSAGE });
  }
  const stored = storedConditionPrice(product, condition);
  if (stored === null || stored <= 0) return err({ kind: 'no-price', condition, message: NO_PRICE_MESSAGE });
  return ok(condition === 'rent' ? rentPerMonth(stored) : stored);
};

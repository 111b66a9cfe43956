import type { Condition, DeliveryOption } from '../catalogue/product.js';
import type { Language, LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';

export interface OrderButtonInput {
  readonly isAvailable: boolean;
  /** The delivery option picked in the transport section, or null before any choice. */
  readonly transportChoice: DeliveryOption | null;
  /** Null until a price is known (no choice yet, or postcode missing or invalid). */
  readonly transportPrice: Cents | null;
  readonly selectedCondition: Condition | null;
  readonly quoteRequired: boolean;
}

/**
 * Ordering is possible only when the product is available, transport is settled (a
 * price is known and either a transport was chosen or the price is 0), a condition is
 * selected and no quote is required.
 */
export const canOrder = ({ isAvailable, transportChoice, transportPrice, selectedCondition, quoteRequired }: OrderButtonInput): boolean =>
  isAvailable &&
  transportPrice !== null &&
  (transportChoice !== null || transportPrice === 0) &&
  selectedCondition !== null &&
  !quoteRequired;

const ORDER_NOW: LocalizedText = { nl: 'Nu bestellen', de: 'Jetzt bestellen', fr: 'Commander maintenant', en: 'Order Now' };
const OUT_OF_STOCK: LocalizedText = { nl: 'Niet op voorraad', de: 'Nicht auf Lager', fr: 'En rupture de stock', en: 'Out of Stock' };

export const orderButtonLabel = (isAvailable: boolean, language: Language): string =>
  (isAvailable ? ORDER_NOW : OUT_OF_STOCK)[language];

/** The quote button is blue when ordering is possible (a secondary path), red when a quote is the only way. */
export const quoteButtonTone = (orderPossible: boolean): 'blue' | 'red' => (orderPossible ? 'blue' : 'red');

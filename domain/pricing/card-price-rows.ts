import { CONDITIONS, type Condition, type ProductPrices } from '../catalogue/product.js';
import type { Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { CONDITION_LABELS, PER_DAY_SUFFIX, PER_MONTH_SUFFIX, PRICE_ON_REQUEST } from './condition-label.js';
import { conditionPrice } from './condition-price.js';
import { formatEuro } from './format-euro.js';
import { rentPerMonth } from './rent.js';

/** A condition, or the product's generic price when it has no per-type price at all. */
export type CardPriceType = Condition | 'generic';

export interface MonthlyPrice {
  readonly cents: Cents;
  /** e.g. "€ 360/maand". */
  readonly text: string;
}

export type CardPriceRow =
  | {
      readonly kind: 'price';
      readonly priceType: CardPriceType;
      /** The condition label; null on the generic row. */
      readonly label: string | null;
      /** Rent: per day. */
      readonly cents: Cents;
      /** Formatted amount, with '/day' on a rent row when asked for. */
      readonly text: string;
      /** Rent rows only: daily price times 30. */
      readonly perMonth: MonthlyPrice | null;
    }
  | {
      readonly kind: 'on-request';
      readonly priceType: CardPriceType;
      readonly label: string | null;
      /** 'Price on request', localized. */
      readonly text: string;
    };

export interface CardPriceOptions {
  /** 'day' on the home carousel (rent shown as "€ 12/day"), 'none' on the listing. */
  readonly rentSuffix: 'day' | 'none';
}

const conditionRow = (
  product: ProductPrices,
  condition: Condition,
  language: Language,
  options: CardPriceOptions,
): CardPriceRow | null => {
  const price = conditionPrice(product, condition);
  const label = CONDITION_LABELS[condition][language];
  switch (price.kind) {
    case 'none':
      return null;
    case 'on-request':
      return { kind: 'on-request', priceType: condition, label, text: PRICE_ON_REQUEST[language] };
    case 'price': {
      const isRent = condition === 'rent';
      const suffix = isRent && options.rentSuffix === 'day' ? PER_DAY_SUFFIX[language] : '';
      const monthly = rentPerMonth(price.cents);
      return {
        kind: 'price',
        priceType: condition,
        label,
        cents: price.cents,
        text: `${formatEuro(price.cents, language)}${suffix}`,
        perMonth: isRent ? { cents: monthly, text: `${formatEuro(monthly, language)}${PER_MONTH_SUFFIX[language]}` } : null,
      };
    }
  }
};

/**
 * The price rows of a product card, in condition order (new, used-a, used-cw, rent):
 * one per condition with a price above 0 or the ask-offer flag. With no such row the
 * card shows the generic price when above 0, else 'Price on request'.
 */
export const cardPriceRows = (
  product: ProductPrices,
  language: Language,
  options: CardPriceOptions,
): readonly CardPriceRow[] => {
  const rows = CONDITIONS.map((condition) => conditionRow(product, condition, language, options)).filter(
    (row): row is CardPriceRow => row !== null,
  );
  if (rows.length > 0) return rows;
  const generic = product.price;
  return generic !== null && generic > 0
    ? [{ kind: 'price', priceType: 'generic', label: null, cents: generic, text: formatEuro(generic, language), perMonth: null }]
    : [{ kind: 'on-request', priceType: 'generic', label: null, text: PRICE_ON_REQUEST[language] }];
};

import type { Condition } from '../catalogue/product.js';
import type { SupplyKind } from '../vat/vat-treatment.js';

/**
 * What each offer line is, for VAT, read as the cart reads its lines: a container for
 * rent is a service, for sale a supply of goods; a free line (a door cut-out, a paint job,
 * a service) is modification work; the transport goes with the containers (goods), or with
 * the rent when the offer rents only.
 */
export const productLineSupply = (condition: Condition): SupplyKind => (condition === 'rent' ? 'rent' : 'container_sale');

export const FREE_LINE_SUPPLY: SupplyKind = 'modification';

export const transportSupply = (productConditions: readonly Condition[]): SupplyKind =>
  productConditions.length > 0 && productConditions.every((condition) => condition === 'rent') ? 'rent' : 'transport';

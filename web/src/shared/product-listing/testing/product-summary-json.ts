import { NO_PRICES } from '../../../../../domain/catalogue/product-prices.fixture.js';
import type { ProductSummaryJson } from '../product-summary.js';

/** A listing item as the API sends it, for web tests: a new, available 20ft dry container without prices unless told. */
export const productSummaryJson = (id: string, overrides: Partial<ProductSummaryJson> = {}): ProductSummaryJson => ({
  id,
  slug: `container-${id}`,
  title: `Container ${id}`,
  description: '',
  metaDescription: '',
  imageUrl: null,
  type: 'Standard',
  typeLabel: 'Standard',
  condition: 'new',
  size: '20ft',
  isAvailable: true,
  ...NO_PRICES,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

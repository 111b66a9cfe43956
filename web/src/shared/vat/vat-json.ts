import type { ApiJson } from '../api-types/api-json.js';

/** The VAT part of the cart and order answers (GET /api/carts/{id}, GET /api/orders/{id}: vatDetail). */
export type VatBreakdownRowJson = ApiJson<'VatBreakdownRowDto'>;
export type VatDetailJson = ApiJson<'VatDetailDto'>;

/** The VAT part of the cart and order answers (GET /api/carts/{id}, GET /api/orders/{id}: vatDetail). */
export interface VatBreakdownRowJson {
  readonly category: 'S' | 'K' | 'AE';
  readonly ratePercent: number;
  readonly net: number;
  readonly vat: number;
}

export interface VatDetailJson {
  readonly breakdown: readonly VatBreakdownRowJson[];
  /** The legal mention(s) in the request's language, one per line; null when VAT is charged on everything. */
  readonly mention: string | null;
  readonly customerKind: 'consumer' | 'business';
  readonly companyName: string | null;
  readonly vatNumber: string | null;
  readonly vatNumberConfirmed: boolean;
  readonly vatNumberCheck: 'confirmed' | 'not_registered' | 'unavailable' | 'not_checked';
  readonly viesConsultation: string | null;
}

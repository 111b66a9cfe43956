import { ApiProperty } from '@nestjs/swagger';
import { COLOR_TYPES, CONDITIONS, DELIVERY_OPTIONS } from '../../domain/catalogue/product.js';
import { VAT_CATEGORIES } from '../../domain/vat/vat-category.js';
import { VatDetailDto } from '../vat/vat-detail.dto.js';

/** A cart line; amounts in euros excl. VAT, all computed by the server. */
export class CartItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty() productTitle!: string;
  @ApiProperty({ enum: CONDITIONS }) condition!: string;
  @ApiProperty({ enum: COLOR_TYPES }) colorType!: string;
  @ApiProperty({ nullable: true, type: String }) ralColor!: string | null;
  @ApiProperty({ minimum: 1, maximum: 100 }) quantity!: number;
  @ApiProperty({ example: 3300, description: 'Rent: daily price times 30' }) unitPrice!: number;
  @ApiProperty({ enum: DELIVERY_OPTIONS }) transportType!: string;
  @ApiProperty({ example: 310 }) transportPrice!: number;
  @ApiProperty({ description: 'unitPrice × quantity + transportPrice' }) lineTotal!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the line can no longer be ordered (unavailable, price on request, no price, …); such a line blocks the order until removed',
  })
  problem!: string | null;
  @ApiProperty({ enum: VAT_CATEGORIES, nullable: true, type: String, description: "The line's VAT category for the cart's customer; null for a line with a problem" })
  vatCategory!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 21 }) vatRatePercent!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2,
    description: "Available container units of the line's product and condition now (rent: of any condition); null for a product without units. More asked than left makes the line a problem.",
  })
  unitsLeft!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Only 2 left', description: 'Said once the stock of a product with units is low (or sold out), else null' })
  stockNote!: string | null;
}

export class CartDto {
  @ApiProperty({ description: 'The cart token (keep it private: it is the only key to the cart)' }) id!: string;
  @ApiProperty({ type: [CartItemDto], description: 'Newest first' }) items!: CartItemDto[];
  @ApiProperty({ description: 'Sum of the line totals without a problem, euros excl. VAT' }) subtotal!: number;
  @ApiProperty({ description: 'The VAT for the customer described by the query (a consumer by default): the sum of the breakdown' }) vat!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Sum of the quantities of every line' }) itemCount!: number;
  @ApiProperty({ type: VatDetailDto }) vatDetail!: VatDetailDto;
}

export class CreatedCartDto {
  @ApiProperty({ example: 'q3Xk…', description: '43 characters: 32 random bytes, base64url' }) id!: string;
}

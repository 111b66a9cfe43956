import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { COLOR_TYPES, CONDITIONS, type ColorType, type Condition } from '../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { TransportChoiceDto } from '../transport/transport-choice.dto.js';

/**
 * A line to add. There is no price field: the server computes the unit and
 * transport prices, and a body carrying one (price, unitPrice, total, …) is
 * refused as an unknown field.
 */
export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(64)
  productId!: string;

  @ApiProperty({ enum: CONDITIONS })
  @IsIn(CONDITIONS)
  condition!: Condition;

  @ApiProperty({ minimum: 1, maximum: 100, type: 'integer', description: 'An integer from 1 to 100 (no strings, no fractions)' })
  @IsDefined()
  quantity!: number;

  @ApiProperty({ enum: COLOR_TYPES, description: 'wish_color on a sale condition needs a quote (409)' })
  @IsIn(COLOR_TYPES)
  colorType!: ColorType;

  @ApiPropertyOptional({ example: 'RAL 5010', nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  ralColor?: string | null;

  @ApiProperty({ type: TransportChoiceDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => TransportChoiceDto)
  transport!: TransportChoiceDto;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: 1, maximum: 100, type: 'integer' })
  @IsDefined()
  quantity!: number;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}


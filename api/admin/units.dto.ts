import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { UNIT_CONDITIONS, UNIT_STATUSES } from '../../domain/units/unit-status.js';

/** Values are checked by the domain's rules (400 naming the field); the DTOs check the shape. */
const NUMBER_EXAMPLE = 'MSKU 123456 5';

export class UnitPhotoDto {
  @ApiProperty({ example: '1795000000000-ab12cd.jpg', description: 'Names the photo within its unit (DELETE …/photos/{photoId})' }) id!: string;
  @ApiProperty({ example: '/media/units/3f2a…/1795000000000-ab12cd.jpg' }) url!: string;
}

export class UnitHolderDto {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ example: 100001 }) orderNumber!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The order line the unit went to' }) orderItemId!: string | null;
}

/** One physical container. */
export class UnitDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'MSKU1234565', description: 'ISO 6346, canonical: owner code, category, serial, check digit' }) containerNumber!: string;
  @ApiProperty({ example: NUMBER_EXAMPLE, description: 'As shown: owner code and category, serial, check digit' }) displayNumber!: string;
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty({ description: "The product's Dutch title (else its first)" }) productTitle!: string;
  @ApiProperty({ enum: UNIT_CONDITIONS }) condition!: string;
  @ApiProperty({ example: 'Antwerp', description: 'One of the configured depots (GET /api/admin/units/settings)' }) depot!: string;
  @ApiProperty({ enum: UNIT_STATUSES }) status!: string;
  @ApiProperty({ enum: UNIT_STATUSES, isArray: true, description: 'The statuses PATCH accepts for this unit now, its own first (a reserved unit: only its own)' })
  statusChoices!: string[];
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ type: [UnitPhotoDto] }) photos!: UnitPhotoDto[];
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The CSC plate's next examination" }) cscNextExamination!: string | null;
  @ApiProperty({ type: UnitHolderDto, nullable: true, description: 'The order holding the unit (reserved, or sold / rented out through it)' }) order!: UnitHolderDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class UnitListDto {
  @ApiProperty({ type: [UnitDto], description: 'By container number' }) items!: UnitDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class UnitListQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }) @IsOptional() @IsString() page?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 }) @IsOptional() @IsString() pageSize?: string;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsString() productId?: string;
  @ApiPropertyOptional({ enum: UNIT_CONDITIONS }) @IsOptional() @IsString() condition?: string;
  @ApiPropertyOptional({ enum: UNIT_STATUSES }) @IsOptional() @IsString() status?: string;
  @ApiPropertyOptional({ example: 'Antwerp' }) @IsOptional() @IsString() @MaxLength(100) depot?: string;
  @ApiPropertyOptional({ example: 'MSKU 1234', description: 'Part of a container number, typed with or without spaces and dashes' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  q?: string;
}

export class CreateUnitDto {
  @ApiProperty({ example: NUMBER_EXAMPLE, description: 'ISO 6346, with or without spaces and dashes; the check digit is verified' })
  @IsString()
  @MaxLength(40)
  containerNumber!: string;
  @ApiProperty({ format: 'uuid' }) @IsString() @MaxLength(100) productId!: string;
  @ApiProperty({ enum: UNIT_CONDITIONS }) @IsString() @MaxLength(20) condition!: string;
  @ApiPropertyOptional({ example: 'Antwerp', description: 'The first configured depot when left out' }) @IsOptional() @IsString() @MaxLength(100) depot?: string;
  @ApiPropertyOptional({ enum: UNIT_STATUSES, default: 'available', description: 'Not reserved: only orders reserve' }) @IsOptional() @IsString() @MaxLength(20) status?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(4000) notes?: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2027-05-31' }) @IsOptional() @IsString() @MaxLength(20) cscNextExamination?: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class UpdateUnitDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only while no order holds the unit' }) @IsOptional() @IsString() @MaxLength(100) productId?: string;
  @ApiPropertyOptional({ enum: UNIT_CONDITIONS, description: 'Only while no order holds the unit' }) @IsOptional() @IsString() @MaxLength(20) condition?: string;
  @ApiPropertyOptional({ example: 'Antwerp' }) @IsOptional() @IsString() @MaxLength(100) depot?: string;
  @ApiPropertyOptional({ enum: UNIT_STATUSES, description: 'One of the unit’s statusChoices' }) @IsOptional() @IsString() @MaxLength(20) status?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'null or empty clears' }) @IsOptional() @IsString() @MaxLength(4000) notes?: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'null clears' }) @IsOptional() @IsString() @MaxLength(20) cscNextExamination?: string | null;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class SwapUnitDto {
  @ApiProperty({ format: 'uuid', description: 'An available unit of the same product and condition (for a rent line: of the same product)' })
  @IsString()
  @MaxLength(100)
  replacementId!: string;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class SwappedUnitsDto {
  @ApiProperty({ type: UnitDto, description: 'The unit that was reserved: available now' }) unit!: UnitDto;
  @ApiProperty({ type: UnitDto, description: 'The unit the order holds now' }) replacement!: UnitDto;
}

export class UnitSettingsDto {
  @ApiProperty({ type: [String], example: ['Antwerp'], description: 'DEPOTS: the first is the default' }) depots!: string[];
  @ApiProperty({ example: 2, description: 'LOW_STOCK_THRESHOLD: Low Stock at or under this many available units' }) lowStockThreshold!: number;
  @ApiProperty({ enum: UNIT_CONDITIONS, isArray: true }) conditions!: string[];
  @ApiProperty({ enum: UNIT_STATUSES, isArray: true }) statuses!: string[];
}

export class UnitLanguageQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of the messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

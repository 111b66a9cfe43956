import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { HIGHLIGHT_ICONS, SECTION_TYPES } from '../../domain/landing/section.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { ActionResultDto } from './blog.dto.js';

/*
 * Shapes only: section types, icons and link URLs are checked by the use case
 * against the domain (domain/landing), which names the field and the rule.
 */
export class HighlightBoxInputDto {
  @ApiProperty({ enum: HIGHLIGHT_ICONS }) @IsOptional() @IsString() @MaxLength(50) icon?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) content?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(200) buttonText?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A site path, http(s), mailto:, tel: or #anchor' }) @IsOptional() @IsString() @MaxLength(2000) buttonUrl?: string | null;
}

export class SectionTranslationInputDto {
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(300) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(1000) subtitle?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML; sanitised' }) @IsOptional() @IsString() @MaxLength(500_000) contentHtml?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL or a /media path' }) @IsOptional() @IsString() @MaxLength(2000) imageUrl?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageAlt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(200) buttonText?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A site path, http(s), mailto:, tel: or #anchor' }) @IsOptional() @IsString() @MaxLength(2000) buttonUrl?: string | null;
  @ApiPropertyOptional({ type: [HighlightBoxInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => HighlightBoxInputDto)
  highlightBoxes?: HighlightBoxInputDto[];
}

export class SectionTranslationsInputDto {
  @ApiPropertyOptional({ type: SectionTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => SectionTranslationInputDto) nl?: SectionTranslationInputDto;
  @ApiPropertyOptional({ type: SectionTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => SectionTranslationInputDto) de?: SectionTranslationInputDto;
  @ApiPropertyOptional({ type: SectionTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => SectionTranslationInputDto) fr?: SectionTranslationInputDto;
  @ApiPropertyOptional({ type: SectionTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => SectionTranslationInputDto) en?: SectionTranslationInputDto;
}

export class SectionInputDto {
  @ApiPropertyOptional({ example: 'leasing-section', description: 'Kept when given (new sections only); lowercase letters, digits and hyphens' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string;
  @ApiProperty({ enum: SECTION_TYPES }) @IsString() @MaxLength(50) type!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(100) backgroundColor?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(300) backgroundGradient?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '4rem' }) @IsOptional() @IsString() @MaxLength(20) paddingTop?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '4rem' }) @IsOptional() @IsString() @MaxLength(20) paddingBottom?: string | null;
  @ApiProperty({ type: SectionTranslationsInputDto }) @IsObject() @ValidateNested() @Type(() => SectionTranslationsInputDto) translations!: SectionTranslationsInputDto;
}

export class HomeSectionInputDto extends SectionInputDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of error messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class IdOrderInputDto {
  @ApiProperty({ type: [String], description: 'Every id exactly once, in the new order' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  ids!: string[];
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminHighlightBoxDto {
  @ApiProperty({ enum: HIGHLIGHT_ICONS }) icon!: string;
  @ApiProperty() title!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ type: String, nullable: true }) buttonText!: string | null;
  @ApiProperty({ type: String, nullable: true }) buttonUrl!: string | null;
}

export class AdminSectionTranslationDto {
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) contentHtml!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageAlt!: string | null;
  @ApiProperty({ type: String, nullable: true }) buttonText!: string | null;
  @ApiProperty({ type: String, nullable: true }) buttonUrl!: string | null;
  @ApiProperty({ type: [AdminHighlightBoxDto] }) highlightBoxes!: readonly AdminHighlightBoxDto[];
}

export class AdminSectionTranslationsDto {
  @ApiPropertyOptional({ type: AdminSectionTranslationDto }) nl?: AdminSectionTranslationDto;
  @ApiPropertyOptional({ type: AdminSectionTranslationDto }) de?: AdminSectionTranslationDto;
  @ApiPropertyOptional({ type: AdminSectionTranslationDto }) fr?: AdminSectionTranslationDto;
  @ApiPropertyOptional({ type: AdminSectionTranslationDto }) en?: AdminSectionTranslationDto;
}

/** A section with all its translations, keyed by language. */
export class AdminSectionDto {
  @ApiProperty({ example: 'leasing-section' }) id!: string;
  @ApiProperty({ enum: SECTION_TYPES }) type!: string;
  @ApiProperty() orderIndex!: number;
  @ApiProperty({ type: String, nullable: true }) backgroundColor!: string | null;
  @ApiProperty({ type: String, nullable: true }) backgroundGradient!: string | null;
  @ApiProperty({ type: String, nullable: true }) paddingTop!: string | null;
  @ApiProperty({ type: String, nullable: true }) paddingBottom!: string | null;
  @ApiProperty({ type: AdminSectionTranslationsDto }) translations!: AdminSectionTranslationsDto;
}

export class AdminSectionListDto {
  @ApiProperty({ type: [AdminSectionDto] }) items!: readonly AdminSectionDto[];
}

export class SavedSectionDto extends ActionResultDto {
  @ApiProperty({ type: AdminSectionDto }) section!: AdminSectionDto;
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ADMIN_CONTENT_MESSAGES } from '../../application/admin-content/admin-content-messages.js';
import { LANDING_VISIBILITIES, MENU_SECTIONS, type LandingVisibility, type MenuSection } from '../../application/admin-content/landing-page-input.js';
import { VISIBILITY_FILTERS, type VisibilityFilter } from '../../application/admin-content/manage-landing-pages.use-case.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { JSON_LD_INPUT, STORED_JSON_LD } from '../openapi/json-ld.schema.js';
import { LocalizedMessageDto, ActionResultDto } from './blog.dto.js';
import { AdminSectionDto, SectionInputDto } from './home-section.dto.js';

const VISIBILITY_FILTER_VALUES = Object.keys(VISIBILITY_FILTERS) as VisibilityFilter[];

export class LandingPageListQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive, on the default slug and the titles and slugs of every translation' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
  @ApiPropertyOptional({ enum: VISIBILITY_FILTER_VALUES, default: 'all', description: 'header: header or both; footer: footer, footer_subsection or both' })
  @IsOptional()
  @IsIn(VISIBILITY_FILTER_VALUES)
  visibility?: VisibilityFilter;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

/** An optional text of at most `max` characters (null allowed). */
const OptionalText = (max: number) => applyDecorators(IsOptional(), IsString(), MaxLength(max));

export class LandingTranslationInputDto {
  @ApiProperty({ type: String, description: 'Required in each language given' }) @OptionalText(300) title?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The slug in this language; the default slug is used when empty' }) @OptionalText(200) slug?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(300) metaTitle?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) metaDescription?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) metaKeywords?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL or a path on this site' }) @OptionalText(2000) canonicalUrl?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(500_000) content?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML; sanitised' }) @OptionalText(500_000) contentHtml?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(300) ogTitle?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @OptionalText(1000) ogDescription?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL or a /media path' }) @OptionalText(2000) ogImageUrl?: string | null;
  @ApiPropertyOptional(JSON_LD_INPUT)
  @Allow()
  structuredData?: unknown;
}

export class LandingTranslationsInputDto {
  @ApiPropertyOptional({ type: LandingTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => LandingTranslationInputDto) nl?: LandingTranslationInputDto;
  @ApiPropertyOptional({ type: LandingTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => LandingTranslationInputDto) de?: LandingTranslationInputDto;
  @ApiPropertyOptional({ type: LandingTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => LandingTranslationInputDto) fr?: LandingTranslationInputDto;
  @ApiPropertyOptional({ type: LandingTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => LandingTranslationInputDto) en?: LandingTranslationInputDto;
}

export class LandingPageInputDto {
  @ApiProperty({ type: String, example: 'container-kopen', description: 'The Default Slug (required)' }) @OptionalText(200) slug?: string;
  @ApiPropertyOptional({ enum: LANDING_VISIBILITIES, default: 'hidden' }) @IsOptional() @IsIn(LANDING_VISIBILITIES) visibility?: LandingVisibility;
  @ApiPropertyOptional({ enum: MENU_SECTIONS, nullable: true }) @IsOptional() @IsIn(MENU_SECTIONS) menuSection?: MenuSection | null;
  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsInt() @Min(-100_000) @Max(100_000) menuOrder?: number;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() isPublished?: boolean;
  @ApiPropertyOptional({ type: [String], format: 'uuid' }) @IsOptional() @IsArray() @IsUUID('all', { each: true }) relatedProductIds?: string[];
  @ApiPropertyOptional({ type: [String], format: 'uuid' }) @IsOptional() @IsArray() @IsUUID('all', { each: true }) relatedBlogPostIds?: string[];
  @ApiPropertyOptional({ type: LandingTranslationsInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => LandingTranslationsInputDto) translations?: LandingTranslationsInputDto;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of error messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class PublishedInputDto {
  @ApiProperty() @IsBoolean() isPublished!: boolean;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class SectionsInputDto {
  @ApiProperty({ type: [SectionInputDto], description: 'The page\'s sections in their order; replaces all of them' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => SectionInputDto)
  sections!: SectionInputDto[];
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminLandingTranslationDto {
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty({ type: String, nullable: true }) metaTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) metaDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) metaKeywords!: string | null;
  @ApiProperty({ type: String, nullable: true }) canonicalUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) content!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML' }) contentHtml!: string | null;
  @ApiProperty({ type: String, nullable: true }) ogTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) ogDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) ogImageUrl!: string | null;
  @ApiProperty(STORED_JSON_LD) structuredData!: unknown;
}

export class AdminLandingPageSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The Default Slug' }) slug!: string;
  @ApiProperty() isPublished!: boolean;
  @ApiProperty({ enum: LANDING_VISIBILITIES }) visibility!: string;
  @ApiProperty({ enum: MENU_SECTIONS, nullable: true }) menuSection!: string | null;
  @ApiProperty() menuOrder!: number;
  @ApiProperty({ type: [String] }) relatedProductIds!: readonly string[];
  @ApiProperty({ type: [String] }) relatedBlogPostIds!: readonly string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [AdminLandingTranslationDto] }) translations!: readonly AdminLandingTranslationDto[];
}

export class AdminLandingPageDto extends AdminLandingPageSummaryDto {
  @ApiProperty({ type: [AdminSectionDto] }) sections!: readonly AdminSectionDto[];
}

export class AdminLandingPageListDto {
  @ApiProperty({ type: [AdminLandingPageSummaryDto] }) items!: readonly AdminLandingPageSummaryDto[];
}

export class SavedLandingPageDto extends ActionResultDto {
  @ApiProperty({ type: AdminLandingPageDto }) page!: AdminLandingPageDto;
}

export class DeletedLandingPageDto extends ActionResultDto {
  @ApiProperty({ type: LocalizedMessageDto, example: ADMIN_CONTENT_MESSAGES.pageDeletedDetail }) detail!: LocalizedMessageDto;
}

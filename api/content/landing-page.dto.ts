import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '../../domain/shared/language.js';
import { LanguageSlugsDto, ProductSummaryDto } from '../catalogue/product.dto.js';
import { STORED_JSON_LD } from '../openapi/json-ld.schema.js';
import { SectionDto } from './section.dto.js';

export class RelatedPostDto {
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Custom publish date, else published date' }) date!: string;
}

/** A published landing page with its texts in one language (requested, else nl, else the first). */
export class LandingPageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The default slug' }) slug!: string;
  @ApiProperty({ enum: LANGUAGES, description: 'Language of the texts and sections (after the nl-then-first fallback)' }) language!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ nullable: true, type: String }) metaTitle!: string | null;
  @ApiProperty({ nullable: true, type: String }) metaDescription!: string | null;
  @ApiProperty({ nullable: true, type: String }) metaKeywords!: string | null;
  @ApiProperty({ nullable: true, type: String }) canonicalUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) content!: string | null;
  @ApiProperty({ nullable: true, type: String }) contentHtml!: string | null;
  @ApiProperty({ nullable: true, type: String }) ogTitle!: string | null;
  @ApiProperty({ nullable: true, type: String }) ogDescription!: string | null;
  @ApiProperty({ nullable: true, type: String }) ogImageUrl!: string | null;
  @ApiProperty(STORED_JSON_LD) structuredData!: unknown;
  @ApiProperty({ type: LanguageSlugsDto, description: "The page's slug per language (translation slug, else the default slug)" })
  slugs!: LanguageSlugsDto;
  @ApiProperty({ type: [SectionDto], description: 'Normalised by the landing-page ordering rules' }) sections!: SectionDto[];
  @ApiProperty({ type: [ProductSummaryDto], description: 'Related products translated into the requested language' })
  relatedProducts!: ProductSummaryDto[];
  @ApiProperty({ type: [RelatedPostDto], description: 'Related posts translated into the requested language' }) relatedPosts!: RelatedPostDto[];
}

export class FooterLinkDto {
  @ApiProperty({ description: 'Slug in the language, else the default slug' }) slug!: string;
  @ApiProperty({ description: 'Translated title, else the slug' }) title!: string;
}

export class FooterGroupDto {
  @ApiProperty({ nullable: true, type: String, example: 'resources', description: 'Null for pages without a menu section' })
  menuSection!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Resources' }) label!: string | null;
  @ApiProperty({ type: [FooterLinkDto] }) pages!: FooterLinkDto[];
}

export class FooterPagesDto {
  @ApiProperty({ type: [FooterGroupDto] }) groups!: FooterGroupDto[];
}

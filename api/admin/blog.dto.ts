import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

/** A message in the four languages of the shop (the spec's toasts). */
export class LocalizedMessageDto {
  @ApiProperty() nl!: string;
  @ApiProperty() de!: string;
  @ApiProperty() fr!: string;
  @ApiProperty({ example: 'Blog post created successfully' }) en!: string;
}

export class ActionResultDto {
  @ApiProperty({ type: LocalizedMessageDto }) message!: LocalizedMessageDto;
}

/** A list of strings, or one comma-separated string. */
const IsStringOrStrings = (): PropertyDecorator =>
  ValidateBy({
    name: 'isStringOrStrings',
    validator: {
      validate: (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.length <= 100 && value.every((item) => typeof item === 'string' && item.length <= 200)),
      defaultMessage: () => 'keywords must be a list of strings or a comma-separated string',
    },
  });

/*
 * Shapes only: the required fields (Title, URL Slug, Content) are optional
 * here so that the use case reports them with the spec's messages.
 */
export class BlogTranslationInputDto {
  @ApiProperty({ type: String, example: 'Een container kopen' }) @IsOptional() @IsString() @MaxLength(300) title?: string;
  @ApiProperty({ type: String, example: 'een-container-kopen' }) @IsOptional() @IsString() @MaxLength(200) slug?: string;
  @ApiProperty({ type: String, description: 'HTML; sanitised (scripts, event handlers, javascript: URLs removed)' }) @IsOptional() @IsString() @MaxLength(500_000) content?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(1000) metaDescription?: string | null;
  @ApiPropertyOptional({ oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string', example: 'container, kopen' }] })
  @IsOptional()
  @IsStringOrStrings()
  keywords?: string[] | string;
}

export class BlogTranslationsInputDto {
  @ApiPropertyOptional({ type: BlogTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => BlogTranslationInputDto) nl?: BlogTranslationInputDto;
  @ApiPropertyOptional({ type: BlogTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => BlogTranslationInputDto) de?: BlogTranslationInputDto;
  @ApiPropertyOptional({ type: BlogTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => BlogTranslationInputDto) fr?: BlogTranslationInputDto;
  @ApiPropertyOptional({ type: BlogTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => BlogTranslationInputDto) en?: BlogTranslationInputDto;
}

export class BlogPostInputDto {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'An http(s) URL or a /media path' }) @IsOptional() @IsString() @MaxLength(2000) imageUrl?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageAlt?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageTitle?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time', description: 'Shown instead of the published date' })
  @IsOptional()
  @IsISO8601()
  customPublishDate?: string | null;
  @ApiProperty({ type: BlogTranslationsInputDto, description: 'Per language; Title, URL Slug and Content required in each language given' })
  @IsObject()
  @ValidateNested()
  @Type(() => BlogTranslationsInputDto)
  translations!: BlogTranslationsInputDto;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of error messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminBlogTranslationDto {
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Sanitised HTML' }) content!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: [String] }) keywords!: readonly string[];
}

export class AdminBlogPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageAlt!: string | null;
  @ApiProperty({ type: String, nullable: true }) imageTitle!: string | null;
  @ApiProperty({ format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) customPublishDate!: string | null;
  @ApiProperty({ type: [AdminBlogTranslationDto] }) translations!: readonly AdminBlogTranslationDto[];
}

export class AdminBlogPostListDto {
  @ApiProperty({ type: [AdminBlogPostDto] }) items!: readonly AdminBlogPostDto[];
}

export class SavedBlogPostDto extends ActionResultDto {
  @ApiProperty({ type: AdminBlogPostDto }) post!: AdminBlogPostDto;
}

import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '../../domain/shared/language.js';
import { LanguageSlugsDto } from '../catalogue/product.dto.js';

export class BlogPostCardDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageAlt!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Custom publish date, else published date' }) date!: string;
  @ApiProperty({ example: 3, description: 'Words / 200, rounded up' }) readingMinutes!: number;
}

export class BlogListDto {
  @ApiProperty({ type: [BlogPostCardDto], description: 'Newest shown date first' }) items!: BlogPostCardDto[];
}

export class BlogPostDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: LANGUAGES,
    description: "Language of the texts: 'nl' when only the Dutch post has this slug (the client then goes to /nl/blog/{slug})",
  })
  language!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'HTML' }) content!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageAlt!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageTitle!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Custom publish date, else published date' }) date!: string;
  @ApiProperty({ example: 3 }) readingMinutes!: number;
  @ApiProperty({ type: LanguageSlugsDto }) slugs!: LanguageSlugsDto;
}

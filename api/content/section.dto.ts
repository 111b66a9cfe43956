import { ApiProperty } from '@nestjs/swagger';
import { HIGHLIGHT_ICONS, SECTION_TYPES } from '../../domain/landing/section.js';
import type { SpecialSectionKind } from '../../domain/landing/special-sections.js';

const SPECIAL_KINDS = ['leasing', 'custom-solutions', 'why-choose-us', 'complete-service', 'europe-reach'] as const satisfies readonly SpecialSectionKind[];

export class HighlightBoxDto {
  @ApiProperty({ enum: HIGHLIGHT_ICONS }) icon!: string;
  @ApiProperty() title!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ nullable: true, type: String }) buttonText!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'A site path, http(s), mailto:, tel: or #anchor' }) buttonUrl!: string | null;
}

export class SectionTranslationDto {
  @ApiProperty() title!: string;
  @ApiProperty({ nullable: true, type: String }) subtitle!: string | null;
  @ApiProperty({ nullable: true, type: String }) contentHtml!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageUrl!: string | null;
  @ApiProperty({ nullable: true, type: String }) imageAlt!: string | null;
  @ApiProperty({ nullable: true, type: String }) buttonText!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'A site path, http(s), mailto:, tel: or #anchor' }) buttonUrl!: string | null;
  @ApiProperty({ type: [HighlightBoxDto] }) highlightBoxes!: HighlightBoxDto[];
}

/** A home or landing-page section with its texts in the requested language. */
export class SectionDto {
  @ApiProperty({ example: 'leasing-section' }) id!: string;
  @ApiProperty({ enum: SECTION_TYPES }) type!: string;
  @ApiProperty({ example: 2.5, description: 'May be fractional' }) orderIndex!: number;
  @ApiProperty({ nullable: true, type: String }) backgroundColor!: string | null;
  @ApiProperty({ nullable: true, type: String }) backgroundGradient!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '4rem' }) paddingTop!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '4rem' }) paddingBottom!: string | null;
  @ApiProperty({ enum: SPECIAL_KINDS, nullable: true, description: 'Special rendering the section gets' }) special!: string | null;
  @ApiProperty({ type: SectionTranslationDto, nullable: true, description: 'Null when the section has no translation in the language: render nothing' })
  translation!: SectionTranslationDto | null;
}

export class HomeContentDto {
  @ApiProperty({ type: [SectionDto] }) sections!: SectionDto[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { ActionResultDto } from './blog.dto.js';

export class FaqTranslationInputDto {
  @ApiProperty({ type: String, description: 'Required in each language given' }) @IsOptional() @IsString() @MaxLength(1000) question?: string;
  @ApiProperty({ type: String, description: 'Required in each language given; plain text' }) @IsOptional() @IsString() @MaxLength(20_000) answer?: string;
}

export class FaqTranslationsInputDto {
  @ApiPropertyOptional({ type: FaqTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => FaqTranslationInputDto) nl?: FaqTranslationInputDto;
  @ApiPropertyOptional({ type: FaqTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => FaqTranslationInputDto) de?: FaqTranslationInputDto;
  @ApiPropertyOptional({ type: FaqTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => FaqTranslationInputDto) fr?: FaqTranslationInputDto;
  @ApiPropertyOptional({ type: FaqTranslationInputDto }) @IsOptional() @IsObject() @ValidateNested() @Type(() => FaqTranslationInputDto) en?: FaqTranslationInputDto;
}

export class FaqInputDto {
  @ApiProperty({ type: FaqTranslationsInputDto }) @IsObject() @ValidateNested() @Type(() => FaqTranslationsInputDto) translations!: FaqTranslationsInputDto;
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Language of error messages' }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class AdminFaqTranslationDto {
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty() question!: string;
  @ApiProperty() answer!: string;
}

export class AdminFaqDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() orderIndex!: number;
  @ApiProperty({ type: [AdminFaqTranslationDto] }) translations!: readonly AdminFaqTranslationDto[];
}

export class AdminFaqListDto {
  @ApiProperty({ type: [AdminFaqDto] }) items!: readonly AdminFaqDto[];
}

export class SavedFaqDto extends ActionResultDto {
  @ApiProperty({ type: AdminFaqDto }) faq!: AdminFaqDto;
}

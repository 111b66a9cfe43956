import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REDIRECT_STATUS_CODES } from '../../domain/redirects/redirect-rule.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

export class RedirectDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '/oude-pagina' }) oldPath!: string;
  @ApiProperty({ example: '/nl/container' }) newPath!: string;
  @ApiProperty({ enum: REDIRECT_STATUS_CODES }) statusCode!: number;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RedirectListDto {
  @ApiProperty({ type: [RedirectDto] }) items!: RedirectDto[];
}

export class AddRedirectDto {
  @ApiProperty({ example: '/oude-pagina' }) @IsString() @MaxLength(2000) oldPath!: string;
  @ApiProperty({ example: '/nl/container' }) @IsString() @MaxLength(2000) newPath!: string;
  @ApiPropertyOptional({ enum: REDIRECT_STATUS_CODES, default: 301 }) @IsOptional() @IsIn(REDIRECT_STATUS_CODES) statusCode?: 301 | 302 | 200;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class ImportRedirectsDto {
  @ApiProperty({ description: 'Redirect Manager lines (`old new status`, # comments) or CSV old_path,new_path,status' })
  @IsString()
  @MaxLength(5_000_000)
  text!: string;
  @ApiPropertyOptional({ enum: ['lines', 'csv'], description: 'Detected when left out' }) @IsOptional() @IsIn(['lines', 'csv']) format?: 'lines' | 'csv';
  @ApiPropertyOptional({ description: 'Check only, write nothing' }) @IsOptional() @IsBoolean() dryRun?: boolean;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class ImportLineProblemDto {
  @ApiProperty() line!: number;
  @ApiProperty() message!: string;
}

export class ImportReportDto {
  @ApiProperty() imported!: number;
  @ApiProperty() written!: boolean;
  @ApiProperty({ type: [ImportLineProblemDto], description: 'Lines with fewer than three tokens' }) skipped!: ImportLineProblemDto[];
  @ApiProperty({ type: [ImportLineProblemDto] }) errors!: ImportLineProblemDto[];
}

export class SetActiveDto {
  @ApiProperty() @IsBoolean() isActive!: boolean;
  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class RedirectTestDto {
  @ApiProperty() location!: string;
  @ApiProperty() statusCode!: number;
  @ApiProperty({ type: RedirectDto }) rule!: Omit<RedirectDto, 'id' | 'createdAt'>;
}

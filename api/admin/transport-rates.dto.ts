import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

export class TransportRateDto {
  @ApiProperty({ enum: ['BE', 'NL', 'DE'] }) country!: string;
  @ApiProperty({ example: '10', description: 'Two-digit postcode prefix' }) prefix!: string;
  @ApiProperty({ example: 320, description: 'Euros, one container' }) single!: number;
  @ApiProperty({ example: 480, description: 'Euros, two containers on one truck' }) double!: number;
}

export class TransportRateListDto {
  @ApiProperty({ type: [TransportRateDto], description: 'BE, NL, DE, each by prefix' }) items!: TransportRateDto[];
}

export class ReplaceTransportRatesDto {
  @ApiProperty({ example: 'country,prefix,single,double\nBE,10,320,480\n', description: 'The whole table as CSV (euros); it replaces every stored row' })
  @IsString()
  @MaxLength(2_000_000)
  csv!: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: Language;
}

export class TransportReplaceReportDto {
  @ApiProperty() added!: number;
  @ApiProperty() changed!: number;
  @ApiProperty() removed!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty({ description: 'False when the CSV equals the stored table (nothing written)' }) written!: boolean;
}

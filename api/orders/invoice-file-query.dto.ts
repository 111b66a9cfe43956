import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';

export class InvoiceFileQueryDto {
  @ApiPropertyOptional({ description: "The order's access token" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ description: 'Or the payment session id (cs_…) the payment page returned' })
  @IsOptional()
  @IsString()
  @MaxLength(260)
  session?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

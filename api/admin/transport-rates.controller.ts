import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { RequireRole } from '../http/access.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { ReplaceTransportRatesDto, TransportRateListDto, TransportReplaceReportDto } from './transport-rates.dto.js';

@ApiTags('admin: transport')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
@RequireRole('admin')
@Controller('admin/transport-rates')
export class AdminTransportRatesController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listTransportRates', summary: 'The transport tables, in euros, BE then NL then DE, by prefix' })
  @ApiOkResponse({ type: TransportRateListDto })
  async list(): Promise<TransportRateListDto> {
    const rows = await this.shop.adminInbox.transportRates.list();
    return { items: rows.map((row) => ({ country: row.country, prefix: row.prefix, single: centsToEuros(row.single), double: centsToEuros(row.double) })) };
  }

  @Put()
  @ApiOperation({ operationId: 'replaceTransportRates', summary: 'Replace the whole table from CSV: every bad line reported (400, nothing written), else one transaction' })
  @ApiOkResponse({ type: TransportReplaceReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Each bad line as an error whose field is "csv.line N"' })
  async replace(@Body() body: ReplaceTransportRatesDto): Promise<TransportReplaceReportDto> {
    return { ...valueOrThrow(await this.shop.adminInbox.transportRates.replace(body.csv)) };
  }
}

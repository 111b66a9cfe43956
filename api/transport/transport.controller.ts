import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { TransportPriceDto, TransportPriceQueryDto } from './transport-price.dto.js';
import { Public } from '../http/access.js';

@ApiTags('transport')
@Public()
@Controller('transport')
export class TransportController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get('price')
  @ApiOperation({ operationId: 'getTransportPrice', summary: 'Transport price: truck, truck with crane (+13%) or self pickup (0)' })
  @ApiOkResponse({ type: TransportPriceDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Bad postcode (localized), option, country, size or quantity' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unable to calculate price for this delivery option' })
  async price(@Query() query: TransportPriceQueryDto): Promise<TransportPriceDto> {
    const { lang: _lang, ...params } = query;
    const cents = valueOrThrow(await this.shop.carts.transportPrice(params));
    return { price: centsToEuros(cents), currency: 'EUR' };
  }
}

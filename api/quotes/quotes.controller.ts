import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Shop } from '../../adapters/composition/shop.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { FORM_RATE_LIMIT, RateLimit } from '../http/rate-limits.js';
import { viesLookupBudget } from '../http/vies-lookup-budget.js';
import { SHOP } from '../shop-token.js';
import { CreatedIdDto, QuoteRequestDto } from './quote-request.dto.js';
import { Public } from '../http/access.js';

@ApiTags('quotes')
@Public()
@Controller('quotes')
export class QuotesController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Post()
  @HttpCode(201)
  @RateLimit(FORM_RATE_LIMIT)
  @ApiOperation({ operationId: 'requestQuote', summary: 'Request a quote; the server prices the transport and emails the company and the customer' })
  @ApiCreatedResponse({ type: CreatedIdDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "A field is missing or wrong (e.g. 'RAL colour is required'); unknown fields such as a price are refused" })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown product' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async create(@Body() body: QuoteRequestDto, @Req() request: Request): Promise<CreatedIdDto> {
    const { productId, condition, transport, lang, website, customer, ...form } = body;
    const result = await this.shop.inquiries.quotes.submit({
      productId,
      condition,
      language: lang,
      form,
      transport: transport === undefined ? null : { option: transport.option, country: transport.country, postcode: transport.postcode },
      honeypot: website ?? null,
      customer: customer ?? null,
      vatLookups: viesLookupBudget(this.shop.requestLimiter, request),
    });
    return { id: valueOrThrow(result).id };
  }
}

import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { SHOP } from '../shop-token.js';
import { SearchQueryDto } from './search-query.dto.js';
import { SuggestionsDto } from './suggestions.dto.js';
import { Public } from '../http/access.js';

@ApiTags('content')
@Public()
@Controller('search')
export class SearchController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get('suggestions')
  @ApiOperation({
    operationId: 'getSearchSuggestions',
    summary: "The not-found page's suggestions: up to 3 products and 3 landing pages whose title contains q (at least 3 characters)",
  })
  @ApiOkResponse({ type: SuggestionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'q longer than 200 characters, unknown language or query parameter' })
  async suggestions(@Query() query: SearchQueryDto): Promise<SuggestionsDto> {
    const found = valueOrThrow(await this.shop.content.searchSuggestions(query.lang ?? DEFAULT_LANGUAGE, query.q));
    return {
      products: found.products.map((item) => ({ title: item.title, slug: item.slug })),
      landingPages: found.landingPages.map((item) => ({ title: item.title, slug: item.slug })),
    };
  }
}

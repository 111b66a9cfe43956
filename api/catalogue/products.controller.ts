import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { DEFAULT_LANGUAGE } from '../../domain/shared/language.js';
import { valueOrThrow } from '../http/application-exception.js';
import { ErrorResponseDto } from '../http/error-response.dto.js';
import { pageDtoOf } from '../http/page-dto.js';
import { SHOP } from '../shop-token.js';
import { LanguageQueryDto } from './language-query.dto.js';
import { LanguageSlugsDto, ProductDetailDto, ProductListDto } from './product.dto.js';
import { toProductDetailDto, toProductSummaryDto } from './product.mapper.js';
import { ProductListQueryDto } from './product-list-query.dto.js';
import { Public } from '../http/access.js';

@ApiTags('catalogue')
@Public()
@Controller('products')
export class ProductsController {
  constructor(@Inject(SHOP) private readonly shop: Shop) {}

  @Get()
  @ApiOperation({ operationId: 'listProducts', summary: 'The product listing, filtered and sorted as in the URL' })
  @ApiOkResponse({ type: ProductListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown size group, sort, rentable or paging value' })
  async list(@Query() query: ProductListQueryDto): Promise<ProductListDto> {
    const { lang, ...params } = query;
    const page = valueOrThrow(await this.shop.catalogue.listProducts({ language: lang ?? DEFAULT_LANGUAGE, params }));
    return pageDtoOf(page, toProductSummaryDto);
  }

  @Get(':slug')
  @ApiOperation({ operationId: 'getProduct', summary: 'A product page by slug, with the language fallback (current, nl, first)' })
  @ApiOkResponse({ type: ProductDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Product not found with slug "{slug}" in any language' })
  async detail(@Param('slug') slug: string, @Query() query: LanguageQueryDto): Promise<ProductDetailDto> {
    return toProductDetailDto(valueOrThrow(await this.shop.catalogue.getProduct(slug, query.lang ?? DEFAULT_LANGUAGE)));
  }

  @Get(':slug/slugs')
  @ApiOperation({ operationId: 'getProductSlugs', summary: "The product's slug in each language (language switch)" })
  @ApiOkResponse({ type: LanguageSlugsDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async slugs(@Param('slug') slug: string, @Query() _query: LanguageQueryDto): Promise<LanguageSlugsDto> {
    return valueOrThrow(await this.shop.catalogue.getProductSlugs(slug));
  }
}
